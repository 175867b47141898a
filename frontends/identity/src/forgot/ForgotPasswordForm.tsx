import { PasswordResetMessages, PasswordResetRequestSchema } from '@filmcollab/contracts/identity';
import { Button, FormMessage } from '@filmcollab/ui';
import { useState, type FormEvent } from 'react';
import { useRequestPasswordResetMutation } from '../api/identity-api';
import { EmailField } from '../email/EmailField';
import { ResetCodeForm } from './ResetCodeForm';
import { usePasswordResetCall } from './use-password-reset-call';

/** The forgot tab: step 1 asks for the e-mail and sends a code, step 2 takes the code and a new password. */
export function ForgotPasswordForm({ onUpdated }: { onUpdated: (message: string) => void }) {
  const [step, setStep] = useState<1 | 2>(1);
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [requestReset] = useRequestPasswordResetMutation();
  const { call, error, submitting } = usePasswordResetCall(
    PasswordResetRequestSchema,
    requestReset,
    PasswordResetMessages.sendFailed,
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await call({ email });
    if (!outcome) return;
    setEmail(outcome.request.email);
    setSent(outcome.response.message);
    setStep(2);
  };

  if (step === 2) {
    return (
      <div className="flex flex-col gap-4">
        <FormMessage tone="success">{sent}</FormMessage>
        <ResetCodeForm email={email} onUpdated={onUpdated} />
        <Button type="button" variant="ghost" onClick={() => setStep(1)}>
          Use a different email
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-zinc-300">
        Enter your account's email address and we will send you a one-time code.
      </p>
      <EmailField id="forgot-email" value={email} onValueChange={setEmail} />
      <FormMessage tone="error">{error}</FormMessage>
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Sending...' : 'Send OTP'}
      </Button>
    </form>
  );
}
