import { parseKongConfig } from '../kong/load-kong-config';
import { RouteTable } from './route-table';

const config = `
_format_version: '3.0'
services:
  - name: identity
    url: http://identity:3001
    routes:
      - { name: identity-api, paths: [/api/identity], strip_path: false }
      - { name: identity-realms, paths: [/realms], strip_path: false }
      - { name: identity-health-live, paths: [/api/identity/health/live], strip_path: false }
  - name: notifications
    url: http://notifications:3008
    routes:
      - { name: notifications-realtime, paths: [/realtime], protocols: [http, https], strip_path: false }
      - { name: notifications-https-only, paths: [/secure], protocols: [https] }
  - name: storage
    url: http://minio:9000
    routes:
      - { name: storage-public-read, paths: [/storage], methods: [GET, HEAD], strip_path: true }
  - name: legacy
    url: http://legacy:4000/base
    routes:
      - { name: legacy-strip, paths: [/legacy], strip_path: true }
      - { name: legacy-keep, paths: [/old], strip_path: false }
      - { name: legacy-default, paths: [/default] }
`;

const withFrontends = `${config}
  - name: frontends
    url: http://frontends:8080
    routes:
      - { name: frontends, paths: [/], strip_path: false }
`;

function table(yaml: string): RouteTable {
  return new RouteTable(parseKongConfig(yaml).routes);
}

function route(t: RouteTable, method: string, path: string, protocol: 'http' | 'https' = 'http') {
  const match = t.match({ method, path, protocol });
  return match && { route: match.route.name, upstream: match.upstreamPath };
}

describe('RouteTable (Kong traditional_compatible matching)', () => {
  const routes = table(withFrontends);

  it.each([
    ['GET', '/api/identity', 'identity-api', '/api/identity'],
    ['POST', '/api/identity/accounts', 'identity-api', '/api/identity/accounts'],
    [
      'GET',
      '/realms/filmcollab/protocol/openid-connect/certs',
      'identity-realms',
      '/realms/filmcollab/protocol/openid-connect/certs',
    ],
    ['GET', '/realtime', 'notifications-realtime', '/realtime'],
    ['GET', '/api/identity/health/live', 'identity-health-live', '/api/identity/health/live'],
    ['GET', '/api/identity/health/ready', 'identity-api', '/api/identity/health/ready'],
    ['GET', '/storage/avatars/a.png', 'storage-public-read', '/avatars/a.png'],
    ['HEAD', '/storage/avatars/a.png', 'storage-public-read', '/avatars/a.png'],
    ['GET', '/storage', 'storage-public-read', '/'],
    ['GET', '/', 'frontends', '/'],
    ['GET', '/projects/42', 'frontends', '/projects/42'],
    [
      'GET',
      '/remotes/identity/mf-manifest.json',
      'frontends',
      '/remotes/identity/mf-manifest.json',
    ],
  ])('%s %s goes to %s upstream %s', (method, path, expectedRoute, expectedUpstream) => {
    expect(route(routes, method, path)).toEqual({
      route: expectedRoute,
      upstream: expectedUpstream,
    });
  });

  it('lets the longest prefix win whatever the order of the file', () => {
    const reversed = table(`
_format_version: '3.0'
services:
  - name: a
    url: http://a:1
    routes: [{ name: short, paths: [/api], strip_path: false }]
  - name: b
    url: http://b:2
    routes: [{ name: long, paths: [/api/b], strip_path: false }]
`);
    expect(route(reversed, 'GET', '/api/b/x')?.route).toBe('long');
    expect(route(reversed, 'GET', '/api/c')?.route).toBe('short');
  });

  it('matches plain string prefixes, as Kong does (no segment boundary)', () => {
    expect(route(routes, 'GET', '/api/identityx')?.route).toBe('identity-api');
    expect(route(routes, 'GET', '/storagex/a')).toEqual({
      route: 'storage-public-read',
      upstream: '/x/a',
    });
  });

  it('sends a write to /storage to the next route, never to storage', () => {
    expect(route(routes, 'PUT', '/storage/avatars/a.png')?.route).toBe('frontends');
    expect(route(routes, 'DELETE', '/storage/avatars/a.png')?.route).toBe('frontends');
    expect(route(table(config), 'POST', '/storage/avatars/a.png')).toBeNull();
  });

  it('prefers a route with methods over a longer path-only route (match weight first)', () => {
    const weighted = table(`
_format_version: '3.0'
services:
  - name: s
    url: http://s:1
    routes:
      - { name: get-anything, paths: [/], methods: [GET] }
      - { name: long-path, paths: [/api/things] }
`);
    expect(route(weighted, 'GET', '/api/things')?.route).toBe('get-anything');
    expect(route(weighted, 'POST', '/api/things')?.route).toBe('long-path');
  });

  it('honours the route protocols', () => {
    expect(route(routes, 'GET', '/secure/x', 'http')?.route).toBe('frontends');
    expect(route(routes, 'GET', '/secure/x', 'https')?.route).toBe('notifications-https-only');
  });

  it('returns null when nothing matches (the gateway answers 404)', () => {
    const api = table(config);
    expect(route(api, 'GET', '/')).toBeNull();
    expect(route(api, 'GET', '/api/unknown')).toBeNull();
    expect(route(api, 'GET', '/realm')).toBeNull();
  });

  it('joins a service path as Kong path_handling v0 does', () => {
    expect(route(routes, 'GET', '/legacy/req')?.upstream).toBe('/base/req');
    expect(route(routes, 'GET', '/legacyreq')?.upstream).toBe('/base/req');
    expect(route(routes, 'GET', '/legacy')?.upstream).toBe('/base');
    expect(route(routes, 'GET', '/old/req')?.upstream).toBe('/base/old/req');
    expect(route(routes, 'GET', '/default/x')?.upstream).toBe('/base/x');
  });
});
