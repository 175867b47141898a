import { escapeHtml } from '../../common/html-escape';
import { REALM_PATH } from '../sessions/session-cookie';
import type { LogoutConfirmation } from './logout.service';

/** Keycloak's "Do you want to log out?" step, for a logout request that does not prove where it came from. */
export function logoutConfirmationPage(confirmation: LogoutConfirmation): string {
  const fields = Object.entries(confirmation)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n      ');
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Sign out</title></head>
  <body>
    <h1>Do you want to sign out of FilmCollab?</h1>
    <form method="post" action="${REALM_PATH}/protocol/openid-connect/logout">
      ${fields}
      <button type="submit">Sign out</button>
    </form>
  </body>
</html>
`;
}
