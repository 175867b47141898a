import { AuthenticateRequestSchema } from '@filmcollab/contracts';
import { Button, Checkbox, Input, Label } from '@filmcollab/ui';
import { useAuth } from '@filmcollab/web-kit';
import { useState, type FormEvent } from 'react';
import { authenticate } from './authenticate';

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
    const request = AuthenticateRequestSchema.safeParse({
      email: email.trim(),
      password,
      rememberMe,
    });
    if (!request.success) {
      setError('Please enter a valid email address');
      return;
    }
    setSubmitting(true);
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
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="signin-email">Email</Label>
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="signin-password">Password</Label>
        <Input
          id="signin-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id="signin-remember"
          checked={rememberMe}
          onCheckedChange={(checked) => setRememberMe(checked === true)}
        />
        <Label htmlFor="signin-remember">Remember me</Label>
      </div>
      {error && (
        <p role="alert" className="rounded-md bg-red-950 px-3 py-2 text-sm text-red-200">
          {error}
        </p>
      )}
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
