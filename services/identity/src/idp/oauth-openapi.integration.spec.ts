import {
  SIGNED_OUT_MESSAGE,
  TokenResponseSchema,
  UserInfoResponseSchema,
} from '@filmcollab/contracts';
import { CLIENT_ID, IdentityHarness } from '../testing/identity-harness';

const OIDC = '/realms/filmcollab/protocol/openid-connect';
const FORM = 'application/x-www-form-urlencoded';

interface DocumentedOperation {
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, unknown>;
}

/**
 * The fuzz pass (tests/fuzz) cannot sign in, so the OAuth endpoints' successful answers are
 * compared with the published document here, after a real keycloak-js-like sign-in.
 */
describe('OAuth endpoints answer what the OpenAPI document says', () => {
  let idp: IdentityHarness;
  let paths: Record<string, Record<string, DocumentedOperation>>;
  const documented = (method: string, path: string) => paths[`${OIDC}/${path}`][method];
  const successStatuses = (method: string, path: string) =>
    Object.keys(documented(method, path).responses).filter((status) => /^[23]/.test(status));

  beforeAll(async () => {
    idp = await IdentityHarness.start();
    paths = (await idp.service.request('/api/identity/docs-json')).body.paths;
  });

  afterAll(() => idp?.stop());

  async function signedIn() {
    const account = await idp.createAccount(`oauth_doc_${Date.now() % 1_000_000}`);
    return idp.signInWithCode(account.email);
  }

  it('userinfo: GET and POST answer 200 (OIDC Core 5.3.1), as documented', async () => {
    const { tokens } = await signedIn();
    for (const method of ['GET', 'POST']) {
      const response = await idp.fetch(`${OIDC}/userinfo`, {
        method,
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect({ method, status: response.status }).toEqual({ method, status: 200 });
      UserInfoResponseSchema.parse(await response.json());
      expect(successStatuses(method.toLowerCase(), 'userinfo')).toEqual(['200']);
    }
    expect(Object.keys(documented('post', 'userinfo').requestBody?.content ?? {})).toEqual([FORM]);
  });

  it('token: a form body answered 200 with the token response, as documented', async () => {
    const { tokens } = await signedIn();
    const response = await idp.refresh(tokens.refresh_token);
    expect(response.status).toBe(200);
    TokenResponseSchema.parse(await response.json());
    expect(successStatuses('post', 'token')).toEqual(['200']);
    expect(Object.keys(documented('post', 'token').requestBody?.content ?? {})).toEqual([FORM]);
  });

  it('logout: 204 by refresh token, 200 with the signed-out text or the confirmation page, as documented', async () => {
    const byRefreshToken = await idp.fetch(`${OIDC}/logout`, {
      method: 'POST',
      headers: { 'content-type': FORM },
      body: new URLSearchParams({
        client_id: CLIENT_ID,
        refresh_token: (await signedIn()).tokens.refresh_token,
      }),
    });
    expect(byRefreshToken.status).toBe(204);

    const { cookie, tokens } = await signedIn();
    const byIdToken = await idp.fetch(`${OIDC}/logout`, {
      method: 'POST',
      headers: { 'content-type': FORM, cookie },
      body: new URLSearchParams({ client_id: CLIENT_ID, id_token_hint: tokens.id_token }),
    });
    expect(byIdToken.status).toBe(200);
    expect(await byIdToken.json()).toEqual({ message: SIGNED_OUT_MESSAGE });

    const { cookie: unconfirmed } = await signedIn();
    const toConfirm = await idp.fetch(`${OIDC}/logout`, {
      method: 'POST',
      headers: { cookie: unconfirmed },
    });
    expect(toConfirm.status).toBe(200);
    expect(toConfirm.headers.get('content-type')).toMatch(/^text\/html/);
    const documentedContent = (
      documented('post', 'logout').responses['200'] as {
        content: Record<string, unknown>;
      }
    ).content;
    expect(Object.keys(documentedContent).sort()).toEqual(['application/json', 'text/html']);

    for (const method of ['get', 'post']) {
      expect(successStatuses(method, 'logout')).toEqual(['200', '204', '302']);
    }
    expect(Object.keys(documented('post', 'logout').requestBody?.content ?? {})).toEqual([FORM]);
  });
});
