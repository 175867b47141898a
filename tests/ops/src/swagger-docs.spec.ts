import { PRODUCTION_VALUES, renderChart } from './rendered-chart';
import { readYaml, registeredServices } from './repo-files';
import { serviceConfigKeys } from './service-config-keys';

/** Issue 15 item 10: the services' OpenAPI UI and document are not public in production. */
interface KongRoute {
  name: string;
  paths: string[];
  plugins?: Array<{ name: string; config?: Record<string, unknown> }>;
}

const kong = readYaml<{ services: Array<{ name: string; routes: KongRoute[] }> }>(
  'gateway',
  'kong.yml',
);
const compose = readYaml<{ services: Record<string, { environment?: Record<string, string> }> }>(
  'docker-compose.yml',
);
const routes = kong.services.flatMap((service) => service.routes);

/** The route Kong's traditional router picks for a path: the longest matching prefix. */
function routeFor(path: string): KongRoute | undefined {
  return routes
    .flatMap((route) => route.paths.map((prefix) => ({ route, prefix })))
    .filter(({ prefix }) => path.startsWith(prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0]?.route;
}

const services = registeredServices();

describe('Swagger docs in production', () => {
  it('is a setting the services read (the kit)', () => {
    for (const { name } of services)
      expect(serviceConfigKeys(name).all).toContain('SWAGGER_ENABLED');
  });

  it.each(services)('compose turns off the docs of $name', ({ name }) => {
    expect(compose.services[name].environment?.SWAGGER_ENABLED).toBe('false');
  });

  it.each([
    ['default', []],
    ['production-like', [PRODUCTION_VALUES]],
  ])('the Helm chart turns them off for every service (%s values)', (_name, files) => {
    const configMaps = renderChart(files as string[]).filter(
      (object) => object.kind === 'ConfigMap',
    );
    for (const { name } of services) {
      const data = configMaps.find((object) => object.metadata.name === `filmcollab-${name}`)?.data;
      expect({ name, value: data?.SWAGGER_ENABLED }).toEqual({ name, value: 'false' });
    }
  });

  it.each(services)('Kong answers /api/$name/docs and docs-json with 404 itself', ({ name }) => {
    for (const path of [`/api/${name}/docs`, `/api/${name}/docs/`, `/api/${name}/docs-json`]) {
      const termination = routeFor(path)?.plugins?.find((p) => p.name === 'request-termination');
      expect({ path, status: termination?.config?.status_code }).toEqual({ path, status: 404 });
    }
    // The API itself still goes through.
    const api = routeFor(`/api/${name}/anything`);
    expect(api?.plugins?.some((p) => p.name === 'request-termination') ?? false).toBe(false);
  });
});
