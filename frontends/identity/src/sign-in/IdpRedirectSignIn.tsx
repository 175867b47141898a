import { Button, Label } from '@filmcollab/ui';
import { Checkbox } from '@filmcollab/ui/checkbox';
import { useAuth } from '@filmcollab/web-kit';
import { useState } from 'react';

/** External Keycloak: sign-in happens on its own login page, which sends the browser back to `<origin>/`. */
export function IdpRedirectSignIn() {
  const { client } = useAuth();
  const [rememberMe, setRememberMe] = useState(true);
  const [leaving, setLeaving] = useState(false);

  const continueToSignIn = async () => {
    setLeaving(true);
    // keycloak.login({ redirectUri: origin + '/' }): leaves the page for Keycloak's login form.
    await client.login({ rememberMe });
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-neutral-300">
        Sign-in happens on the FilmCollab account page. Continue there to enter your email and
        password; you will come back here signed in.
      </p>
      <div className="flex items-center gap-2">
        <Checkbox
          id="signin-remember"
          checked={rememberMe}
          onCheckedChange={(checked) => setRememberMe(checked === true)}
        />
        <Label htmlFor="signin-remember">Remember me</Label>
      </div>
      <Button type="button" onClick={() => void continueToSignIn()} disabled={leaving}>
        {leaving ? 'Opening the account page…' : 'Continue to sign in'}
      </Button>
    </div>
  );
}
