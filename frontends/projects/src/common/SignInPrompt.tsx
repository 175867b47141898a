import { Button } from '@filmcollab/ui';
import { rememberReturnPath } from '@filmcollab/web-kit';
import { Link, useLocation } from 'react-router';

/** A signed-out visitor's prompt: the message and a Sign In button that comes back here. */
export function SignInPrompt({ message }: { message: string }) {
  const location = useLocation();
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm text-zinc-300">{message}</p>
      <Button asChild>
        <Link
          to="/auth"
          onClick={() => rememberReturnPath(`${location.pathname}${location.search}`)}
        >
          Sign In
        </Link>
      </Button>
    </div>
  );
}
