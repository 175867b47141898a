import { Button, FormMessage, Label, TextField } from '@filmcollab/ui';
import { Checkbox } from '@filmcollab/ui/checkbox';
import { useAuth } from '@filmcollab/web-kit';
import { useState, type FormEvent } from 'react';
import { authenticate, SERVER_UNREACHABLE } from './authenticate';

/** Embedded IdP: the credentials go to its login action, which opens the IdP session (cookie). */
export function PasswordSignInForm() {
  const { client } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError('Please enter your email and password.');
      return;
    }
    setSubmitting(true);
    // The identity contracts (and zod) load with the first submit, not with the page.
    const contracts = await import('@filmcollab/contracts/identity').catch(() => null);
    if (!contracts) {
      setError(SERVER_UNREACHABLE);
      setSubmitting(false);
      return;
    }
    const request = contracts.AuthenticateRequestSchema.safeParse({
      email: email.trim(),
      password,
      rememberMe,
    });
    if (!request.success) {
      setError('Please enter a valid email address');
      setSubmitting(false);
      return;
    }
    const result = await authenticate(client.config.url, client.config.realm, request.data);
    if (!result.ok) {
      setError(result.message);
      setSubmitting(false);
      return;
    }
    // Leaves the page: keycloak-js sends the browser to the authorization endpoint.
    await client.login({ rememberMe });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        id="signin-email"
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onValueChange={setEmail}
        required
      />
      <TextField
        id="signin-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        required
      />
      <div className="flex items-center gap-2">
        <Checkbox
          id="signin-remember"
          checked={rememberMe}
          onCheckedChange={(checked) => setRememberMe(checked === true)}
        />
        <Label htmlFor="signin-remember">Remember me</Label>
      </div>
      <FormMessage tone="error">{error}</FormMessage>
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
