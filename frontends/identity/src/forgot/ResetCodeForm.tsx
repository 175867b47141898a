import { PasswordResetConfirmSchema, PasswordResetMessages } from '@filmcollab/contracts/identity';
import { Button, FormMessage, TextField } from '@filmcollab/ui';
import { useState, type FormEvent } from 'react';
import { useConfirmPasswordResetMutation } from '../api/identity-api';
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
  const [confirmReset] = useConfirmPasswordResetMutation();
  const { call, error, submitting } = usePasswordResetCall(
    PasswordResetConfirmSchema,
    confirmReset,
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
        <TextField
          id="reset-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onValueChange={setEmail}
        />
      ) : (
        <p className="text-sm text-zinc-300">
          Enter the code we sent to <span className="font-semibold">{email}</span>.
        </p>
      )}
      <TextField
        id="reset-code"
        label="One-time code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onValueChange={setCode}
      />
      <TextField
        id="reset-new-password"
        label="New Password"
        type="password"
        autoComplete="new-password"
        placeholder="Minimum 8 characters"
        value={newPassword}
        onValueChange={setNewPassword}
      />
      <FormMessage tone="error">{error}</FormMessage>
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Updating...' : 'Reset Password'}
      </Button>
    </form>
  );
}
