import { parseKongConfig } from './load-kong-config';

const header = `_format_version: '3.0'\n`;

describe('parseKongConfig', () => {
  it("applies Kong's defaults: strip_path true, http and https, no service path", () => {
    const { routes, services } = parseKongConfig(`${header}
services:
  - name: identity
    url: http://identity:3001
    routes: [{ name: r, paths: [/x] }]
`);
    expect(services[0]).toMatchObject({
      host: 'identity',
      port: 3001,
      path: null,
      readTimeoutMs: 60000,
    });
    expect(routes[0]).toMatchObject({
      stripPath: true,
      protocols: ['http', 'https'],
      methods: null,
      preserveHost: false,
    });
  });

  it('scopes nested and referenced plugins and drops disabled ones', () => {
    const { plugins } = parseKongConfig(`${header}
services:
  - name: s
    url: http://s:1
    plugins: [{ name: cors }]
    routes:
      - name: r
        paths: [/x]
        plugins: [{ name: rate-limiting, config: { minute: 1 } }]
plugins:
  - { name: correlation-id }
  - { name: request-size-limiting, route: r }
  - { name: prometheus, enabled: false }
`);
    expect(plugins.map((p) => [p.name, p.routeName, p.serviceName])).toEqual([
      ['cors', null, 's'],
      ['rate-limiting', 'r', null],
      ['correlation-id', null, null],
      ['request-size-limiting', 'r', null],
    ]);
  });

  it.each([
    ['a missing format version', `services: []`, /_format_version/],
    ['an older format version', `_format_version: '1.1'\n`, /_format_version/],
    [
      'a regex path',
      `${header}services: [{ name: s, url: 'http://s:1', routes: [{ name: r, paths: ['~/a$'] }] }]`,
      /path/,
    ],
    [
      'host-based routing',
      `${header}services: [{ name: s, url: 'http://s:1', routes: [{ name: r, paths: [/a], hosts: [a.com] }] }]`,
      /does not emulate/,
    ],
    [
      'a duplicate route name',
      `${header}services: [{ name: s, url: 'http://s:1', routes: [{ name: r, paths: [/a] }, { name: r, paths: [/b] }] }]`,
      /route "r" is defined twice/,
    ],
    [
      'a plugin on an unknown route',
      `${header}plugins: [{ name: cors, route: nope }]`,
      /unknown route "nope"/,
    ],
    ['invalid YAML', `${header}services: [`, /not valid YAML/],
  ])('refuses %s', (_case, yaml, message) => {
    expect(() => parseKongConfig(yaml)).toThrow(message);
  });
});
