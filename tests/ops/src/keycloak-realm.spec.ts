import { PASSWORD_MIN_LENGTH } from '@filmcollab/contracts';
import { readJson, readText, readYaml, registeredServices } from './repo-files';

interface RealmClient {
  clientId: string;
  publicClient?: boolean;
  frontchannelLogout?: boolean;
  attributes?: Record<string, string>;
}

interface KongConfig {
  services: Array<{ name: string; routes?: Array<{ paths?: string[] }> }>;
}

const BACKCHANNEL_LOGOUT_PATH = '/internal/backchannel-logout';

const realm = readJson<{ clients: RealmClient[] }>('infra', 'keycloak', 'filmcollab-realm.json');
const kong = readYaml<KongConfig>('gateway', 'kong.yml');
const webClient = realm.clients.find((client) => client.clientId === 'filmcollab-web');

/** What Keycloak makes of `${VARIABLE:default}` when the variable is not set. */
const withDefaults = (value: string) =>
  value.replace(/\$\{[A-Z0-9_]+:([^}]*)\}/g, (_placeholder, fallback: string) => fallback);

describe('infra/keycloak realm export: ended Keycloak sessions reach the services', () => {
  it("sends filmcollab-web's back-channel logout tokens, with the session id, to the identity service", () => {
    const identity = registeredServices().find((service) => service.name === 'identity');
    const url = webClient?.attributes?.['backchannel.logout.url'];
    expect(url).toBeDefined();
    expect(withDefaults(url ?? '')).toBe(
      `http://identity:${identity?.port}${BACKCHANNEL_LOGOUT_PATH}`,
    );
    expect(webClient?.attributes?.['backchannel.logout.session.required']).toBe('true');
    // With front-channel logout on, Keycloak would notify the client through the browser instead.
    expect(webClient?.frontchannelLogout).toBe(false);
  });

  it('keeps the back-channel logout endpoint off the gateway: only the static frontends route matches it', () => {
    const matching = kong.services.flatMap((service) =>
      (service.routes ?? []).flatMap((route) =>
        (route.paths ?? [])
          .filter((path) => BACKCHANNEL_LOGOUT_PATH.startsWith(path))
          .map((path) => ({ service: service.name, path })),
      ),
    );
    expect(matching).toEqual([{ service: 'frontends', path: '/' }]);
  });
});

describe('infra/keycloak realm export: production-ready', () => {
  const text = readText('infra', 'keycloak', 'filmcollab-realm.json');
  const full = readJson<{
    passwordPolicy: string;
    bruteForceProtected: boolean;
    failureFactor: number;
    permanentLockout: boolean;
    maxFailureWaitSeconds: number;
    smtpServer?: Record<string, string>;
    clients: Array<RealmClient & { optionalClientScopes?: string[]; redirectUris?: string[] }>;
  }>('infra', 'keycloak', 'filmcollab-realm.json');

  it('names no localhost address: every public URI comes from the environment', () => {
    expect(text).not.toMatch(/localhost|127\.0\.0\.1/);
    expect(webClient && (webClient as { redirectUris?: string[] }).redirectUris).toEqual([
      '${FILMCOLLAB_PUBLIC_URL}/',
    ]);
  });

  it('gives the public browser client no offline tokens', () => {
    const web = full.clients.find((client) => client.clientId === 'filmcollab-web');
    expect(web?.publicClient).toBe(true);
    expect(web?.optionalClientScopes ?? []).not.toContain('offline_access');
    expect(JSON.stringify(web)).not.toContain('offline_access');
  });

  it("has a password policy at least as strict as the identity service's, and explicit brute-force detection", () => {
    const length = Number(/length\((\d+)\)/.exec(full.passwordPolicy)?.[1]);
    expect(length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
    expect(full.passwordPolicy).toContain('notUsername');
    expect(full.passwordPolicy).toContain('notEmail');
    expect(full).toMatchObject({
      bruteForceProtected: true,
      permanentLockout: false,
      failureFactor: 5,
      maxFailureWaitSeconds: 900,
    });
  });

  it("sends Keycloak's own mails through the SMTP relay compose runs", () => {
    expect(full.smtpServer).toMatchObject({
      host: '${FILMCOLLAB_SMTP_HOST}',
      from: '${FILMCOLLAB_MAIL_FROM}',
    });
    const compose = readYaml<{
      services: Record<string, { environment?: Record<string, string> }>;
    }>('docker-compose.yml');
    expect(compose.services.keycloak.environment?.FILMCOLLAB_SMTP_HOST).toBe('smtp');
    expect(Object.keys(compose.services)).toContain('smtp');
  });
});
