import {
  firstIssueMessage,
  SignUpMessages,
  SignUpRequestSchema,
} from '@filmcollab/contracts/identity';
import { Button, FormMessage, Label, TextField } from '@filmcollab/ui';
import { Checkbox } from '@filmcollab/ui/checkbox';
import { errorMessage, isNetworkError } from '@filmcollab/web-kit';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useSignUpMutation } from '../api/identity-api';
import { EmailField } from '../email/EmailField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

const EMPTY = { username: '', fullName: '', email: '', password: '', acceptTerms: false };

/** The signup tab: the spec's checks in order in the browser, then `POST /api/identity/sign-up`. */
export function SignUpForm({ vip = false }: { vip?: boolean }) {
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [signUp, { isLoading: submitting }] = useSignUpMutation();

  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    const request = SignUpRequestSchema.safeParse(form);
    if (!request.success) {
      setError(firstIssueMessage(request.error));
      return;
    }
    const result = await signUp(request.data);
    if ('error' in result) {
      setError(
        isNetworkError(result.error)
          ? 'Could not reach the server. Please try again.'
          : errorMessage(result.error, 'Sign-up failed. Please try again.'),
      );
      return;
    }
    setSuccess(SignUpMessages.success);
    setForm(EMPTY);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {vip && (
        <div
          data-testid="vip-signup"
          className="rounded-md border border-amber-500 bg-amber-950 px-3 py-2 text-sm text-amber-100"
        >
          <p className="font-semibold">Join the VIP priority list</p>
          <p>
            Create your account to claim your VIP spot: registration for the One-Scene Challenge
            opens for you 48 hours before the public, and no payment is needed.
          </p>
        </div>
      )}
      <TextField
        id="signup-username"
        label="Username"
        hint="3–20 characters: letters, numbers and underscores."
        autoComplete="username"
        maxLength={20}
        value={form.username}
        onValueChange={(value) => set('username', value)}
      />
      <TextField
        id="signup-fullname"
        label="Full Name"
        autoComplete="name"
        value={form.fullName}
        onValueChange={(value) => set('fullName', value)}
      />
      <EmailField
        id="signup-email"
        value={form.email}
        onValueChange={(value) => set('email', value)}
      />
      <TextField
        id="signup-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        placeholder="Minimum 8 characters"
        value={form.password}
        onValueChange={(value) => set('password', value)}
      >
        <PasswordStrengthMeter password={form.password} />
      </TextField>
      <div className="flex items-center gap-2">
        <Checkbox
          id="signup-terms"
          checked={form.acceptTerms}
          onCheckedChange={(checked) => set('acceptTerms', checked === true)}
        />
        <Label htmlFor="signup-terms">
          I agree to the{' '}
          <Link to="/terms" className="underline">
            Terms &amp; Conditions
          </Link>
        </Label>
      </div>
      <FormMessage tone="error">{error}</FormMessage>
      <FormMessage tone="success">{success}</FormMessage>
      <Button type="submit" disabled={!form.acceptTerms || submitting}>
        {submitting ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
