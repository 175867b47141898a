import { Button, Card, CardTitle, FormMessage } from '@filmcollab/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ResetCodeForm } from '../forgot/ResetCodeForm';

/** `/reset-password?email=…`: a page of `identity/routes`; the link of the password-reset e-mail. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const [updated, setUpdated] = useState<string | null>(null);

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <Card>
        <CardTitle>Reset your password</CardTitle>
        {updated ? (
          <div className="flex flex-col gap-4">
            <FormMessage tone="success">{updated}</FormMessage>
            <Button asChild>
              <Link to="/auth?tab=signin">Go to Sign In</Link>
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-zinc-300">
              Enter the one-time code from the email we sent you and choose a new password.
            </p>
            <ResetCodeForm email={params.get('email') ?? ''} editableEmail onUpdated={setUpdated} />
            <Link to="/auth?tab=forgot" className="text-sm text-amber-300 underline">
              Send me a new code
            </Link>
          </div>
        )}
      </Card>
    </div>
  );
}
