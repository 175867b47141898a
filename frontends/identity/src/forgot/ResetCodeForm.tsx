import { PasswordResetConfirmSchema, PasswordResetMessages } from '@filmcollab/contracts';
import { Button, Input, Label } from '@filmcollab/ui';
import { useState, type FormEvent } from 'react';
import { usePasswordResetCall } from './use-password-reset-call';

interface ResetCodeFormProps {
  email: string;
  /** The /reset-password page lets the address be typed; the forgot tab's step 2 carries it over. */
  editableEmail?: boolean;
  onUpdated: (message: string) => void;
}

/** Step 2 of forgot password (and the /reset-password page): the e-mailed code and a new password. */
export function ResetCodeForm({
  email: initialEmail,
  editableEmail = false,
  onUpdated,
}: ResetCodeFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const { call, error, submitting } = usePasswordResetCall(
    '/api/identity/password-reset/confirm',
    PasswordResetConfirmSchema,
    PasswordResetMessages.updateFailed,
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await call({ email, code, newPassword });
    if (outcome) onUpdated(outcome.response.message);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {editableEmail ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="reset-email">Email</Label>
          <Input
            id="reset-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
      ) : (
        <p className="text-sm text-zinc-300">
          Enter the code we sent to <span className="font-semibold">{email}</span>.
        </p>
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="reset-code">One-time code</Label>
        <Input
          id="reset-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="reset-new-password">New Password</Label>
        <Input
          id="reset-new-password"
          type="password"
          autoComplete="new-password"
          placeholder="Minimum 8 characters"
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
        />
      </div>
      {error && (
        <p role="alert" className="rounded-md bg-red-950 px-3 py-2 text-sm text-red-200">
          {error}
        </p>
      )}
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Updating...' : 'Reset Password'}
      </Button>
    </form>
  );
}
