import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SERVICE_NAMES, SERVICE_REGISTRY } from '@filmcollab/contracts';
import { RouteTable } from '../routing/route-table';
import { loadKongFile } from './load-kong-config';

/**
 * gateway/kong.yml is the only place routes are defined: it must route every service of the service
 * registry and exactly what the Routing section of docs/architecture.md fixes, for Kong and
 * gateway/dev alike.
 */
const repoRoot = resolve(__dirname, '..', '..', '..', '..');
const definition = loadKongFile(resolve(repoRoot, 'gateway', 'kong.yml'));
const architecture = readFileSync(resolve(repoRoot, 'docs', 'architecture.md'), 'utf8');

function section(title: string): string {
  const start = architecture.indexOf(`## ${title}`);
  const end = architecture.indexOf('\n## ', start + 1);
  return architecture.slice(start, end === -1 ? undefined : end);
}

/** The services and their ports, from the one service registry (tests/ops checks the docs list them). */
function servicePorts(): Map<string, number> {
  return new Map(SERVICE_NAMES.map((name) => [name, SERVICE_REGISTRY[name].port]));
}

interface DocRoute {
  path: string;
  host: string;
  port: number;
  stripPath: boolean;
}

/** The rows of the Routing table, with `/api/<service>` expanded for every service. */
function documentedRoutes(): DocRoute[] {
  const rows = [
    ...section('Routing').matchAll(
      /^\| `([^`]+)`[^|]*\| `?([^|`\s]+):(\d+|<port>)`?[^|]*\| (yes|no)\b/gm,
    ),
  ];
  return rows.flatMap(([, path, host, port, strip]) => {
    const stripPath = strip === 'yes';
    if (path === '/api/<service>') {
      return [...servicePorts()].map(([name, servicePort]) => ({
        path: `/api/${name}`,
        host: name,
        port: servicePort,
        stripPath,
      }));
    }
    return [{ path, host, port: Number(port), stripPath }];
  });
}

describe('gateway/kong.yml against docs/architecture.md', () => {
  const documented = documentedRoutes();
  const table = new RouteTable(definition.routes);

  it('reads the fixed rows from the documentation', () => {
    expect(documented.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/api/identity',
        '/api/contest',
        '/realms',
        '/realtime',
        '/storage',
        '/',
      ]),
    );
    expect(documented).toHaveLength(9 + 4);
  });

  it('has a route for every documented path, to the documented upstream, with its strip_path', () => {
    for (const doc of documented) {
      const route = definition.routes.find((candidate) => candidate.paths.includes(doc.path));
      expect({
        path: doc.path,
        host: route?.service.host,
        port: route?.service.port,
        strip: route?.stripPath,
      }).toEqual({
        path: doc.path,
        host: doc.host,
        port: doc.port,
        strip: doc.stripPath,
      });
    }
  });

  it('defines no route that the documentation does not cover (same upstream as its documented prefix)', () => {
    for (const route of definition.routes) {
      for (const path of route.paths) {
        const covering = documented
          .filter((doc) => path.startsWith(doc.path))
          .sort((a, b) => b.path.length - a.path.length)[0];
        expect({ path, service: `${route.service.host}:${route.service.port}` }).toEqual({
          path,
          service: `${covering.host}:${covering.port}`,
        });
      }
    }
  });

  it('routes the journeys of the walking skeleton', () => {
    const upstream = (method: string, path: string) => {
      const match = table.match({ method, path, protocol: 'http' });
      return (
        match && `${match.route.service.host}:${match.route.service.port}${match.upstreamPath}`
      );
    };
    expect(upstream('GET', '/realms/filmcollab/.well-known/openid-configuration')).toBe(
      'identity:3001/realms/filmcollab/.well-known/openid-configuration',
    );
    expect(upstream('GET', '/api/identity/health/live')).toBe(
      'identity:3001/api/identity/health/live',
    );
    expect(upstream('POST', '/api/profiles/feedback')).toBe('profiles:3002/api/profiles/feedback');
    expect(upstream('GET', '/realtime')).toBe('notifications:3008/realtime');
    expect(upstream('GET', '/storage/avatars/u1.png')).toBe('minio:9000/avatars/u1.png');
    expect(upstream('POST', '/storage/profile-images')).toBe('minio:9000/profile-images');
    expect(upstream('PUT', '/storage/avatars/u1.png')).toBe(
      'frontends:8080/storage/avatars/u1.png',
    );
    expect(upstream('GET', '/remotes/identity/mf-manifest.json')).toBe(
      'frontends:8080/remotes/identity/mf-manifest.json',
    );
  });

  it('restricts storage to reads and policy uploads and keeps the WebSocket route on http/https', () => {
    const read = definition.routes.find((route) => route.name === 'storage-public-read');
    expect(read?.methods).toEqual(['GET', 'HEAD']);
    const upload = definition.routes.find((route) => route.name === 'storage-upload');
    expect(upload?.methods).toEqual(['POST']);
    expect(upload?.stripPath).toBe(true);
    const realtime = definition.routes.find((route) => route.paths.includes('/realtime'));
    expect(realtime?.protocols).toEqual(['http', 'https']);
  });

  it('enables the documented plugins globally', () => {
    const globals = definition.plugins.filter((plugin) => !plugin.routeName && !plugin.serviceName);
    expect(globals.map((plugin) => plugin.name).sort()).toEqual([
      'correlation-id',
      'cors',
      'post-function',
      'prometheus',
      'rate-limiting',
      'request-size-limiting',
      'response-transformer',
    ]);
    expect(globals.find((plugin) => plugin.name === 'correlation-id')?.config).toMatchObject({
      header_name: 'x-request-id',
      generator: 'uuid',
      echo_downstream: true,
    });
    expect(globals.find((plugin) => plugin.name === 'rate-limiting')?.config).toMatchObject({
      policy: 'local',
    });
  });
});
