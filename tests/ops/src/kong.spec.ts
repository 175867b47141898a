import { readText, readYaml, registeredServices } from './repo-files';

interface KongConfig {
  services: Array<{
    name: string;
    url: string;
    routes: Array<{ paths: string[]; strip_path: boolean }>;
  }>;
}

const kong = readYaml<KongConfig>('gateway', 'kong.yml');
const compose = readYaml<{ services: Record<string, unknown> }>('docker-compose.yml');
const upstream = (name: string) => kong.services.find((service) => service.name === name);

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

  it('sends / to the frontends on the port nginx listens on', () => {
    expect(upstream('frontends')?.url).toBe('http://frontends:8080');
    expect(readText('infra', 'docker', 'nginx.conf')).toMatch(/listen 8080;/);
  });
});
