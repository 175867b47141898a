import { useAuth } from '@filmcollab/web-kit';
import { IdpRedirectSignIn } from './IdpRedirectSignIn';
import { isEmbeddedIdp } from './is-embedded-idp';
import { PasswordSignInForm } from './PasswordSignInForm';

/** The sign-in tab: the password form for the embedded IdP, a way to Keycloak's login page otherwise. */
export function SignInForm() {
  const { client } = useAuth();
  return isEmbeddedIdp(client.config.url, window.location.origin) ? (
    <PasswordSignInForm />
  ) : (
    <IdpRedirectSignIn />
  );
}
