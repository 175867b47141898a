import Ajv from 'ajv';
import { readJson, readText, readYaml, registeredServices } from './repo-files';

interface KongPlugin {
  name: string;
  config?: Record<string, unknown>;
}

interface KongConfig {
  plugins: KongPlugin[];
  services: Array<{
    name: string;
    url: string;
    routes: Array<{ paths: string[]; strip_path: boolean }>;
  }>;
}

const kong = readYaml<KongConfig>('gateway', 'kong.yml');
const compose = readYaml<{ services: Record<string, unknown> }>('docker-compose.yml');
const upstream = (name: string) => kong.services.find((service) => service.name === name);
const plugin = (name: string) => kong.plugins.find((candidate) => candidate.name === name);

describe('gateway/kong.yml against the topology', () => {
  it.each(registeredServices())('routes /api/$name to $name:$port', ({ name, port }) => {
    const service = upstream(name);
    expect(service?.url).toBe(`http://${name}:${port}`);
    expect(service?.routes.flatMap((route) => route.paths)).toContain(`/api/${name}`);
  });

  it('finds every upstream host as a compose service', () => {
    for (const service of kong.services) {
      const host = new URL(service.url).hostname;
      expect(Object.keys(compose.services)).toContain(host);
    }
  });

  it("refuses bodies over the services' own 1 MiB limit itself", () => {
    // The service kit's MAX_REQUEST_BODY_BYTES: a larger body sent on would meet a service that
    // answers 413 and closes mid-upload, which the gateway reports as 502.
    expect(plugin('request-size-limiting')?.config).toMatchObject({
      allowed_payload_size: 1,
      size_unit: 'megabytes',
    });
  });

  it('sends / to the frontends on the port nginx listens on', () => {
    expect(upstream('frontends')?.url).toBe('http://frontends:8080');
    expect(readText('infra', 'docker', 'nginx.conf')).toMatch(/listen 8080;/);
  });
});

describe('gateway/kong.yml against Kong 3.9 schemas (entities and plugin fields)', () => {
  const ajv = new Ajv({ allErrors: true, strict: false });
  const validate = ajv.compile(
    readJson('tests', 'ops', 'schemas', 'kong-3.9-declarative.schema.json'),
  );
  const errors = (config: unknown) =>
    validate(config)
      ? []
      : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);

  it('is valid', () => {
    expect(errors(kong)).toEqual([]);
  });

  it('would refuse a misspelt or unknown plugin field', () => {
    const misspelt = structuredClone(kong);
    (misspelt.plugins.find((p) => p.name === 'cors')?.config ?? {}).origin = ['https://x'];
    expect(errors(misspelt)).not.toEqual([]);
    const wrongPolicy = structuredClone(kong);
    (wrongPolicy.plugins.find((p) => p.name === 'rate-limiting')?.config ?? {}).policy = 'global';
    expect(errors(wrongPolicy)).not.toEqual([]);
  });

  it('allows only explicit CORS origins (none of them a wildcard)', () => {
    const origins = plugin('cors')?.config?.origins as string[];
    expect(origins).not.toContain('*');
    expect(readText('gateway', 'kong.yml')).toMatch(/origins: \[[^\]]*\] # filmcollab:web-origins/);
  });
});
