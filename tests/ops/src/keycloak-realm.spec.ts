import { readJson, readYaml, registeredServices } from './repo-files';

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
