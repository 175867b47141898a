import { readText, readYaml, registeredServices } from './repo-files';

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
