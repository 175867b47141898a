import { Button } from '@filmcollab/ui';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p
        aria-hidden="true"
        className="mb-2 bg-gradient-to-b from-amber-300 to-amber-600 bg-clip-text text-8xl font-black tracking-tight text-transparent"
      >
        404
      </p>
      <h1 className="mb-3 text-2xl font-semibold text-zinc-50">Oops! Page not found</h1>
      <p className="mb-8 text-zinc-400">
        This scene didn’t make the final cut. The page may have moved or never existed.
      </p>
      <Button asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}
