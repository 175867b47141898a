import { renderChart } from './rendered-chart';
import { readYaml } from './repo-files';

/** Issue 17: Kong's Prometheus plugin on in production, scraped by a ServiceMonitor. */
interface Port {
  name: string;
  port?: number;
  targetPort?: string | number;
  containerPort?: number;
}

const kong = readYaml<{
  plugins: Array<{ name: string; enabled?: boolean; route?: unknown; service?: unknown }>;
}>('gateway', 'kong.yml');
const compose = readYaml<{
  services: Record<string, { ports?: string[]; environment?: Record<string, string> }>;
}>('docker-compose.yml');

const withOperator = renderChart([], 'filmcollab', ['monitoring.coreos.com/v1/ServiceMonitor']);
const find = (kind: string, name: string) =>
  withOperator.find((object) => object.kind === kind && object.metadata.name === name);
const labelsMatch = (selector: Record<string, string>, labels: Record<string, string> = {}) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

describe("Kong's Prometheus metrics", () => {
  it('runs the prometheus plugin globally in gateway/kong.yml', () => {
    const plugin = kong.plugins.find((candidate) => candidate.name === 'prometheus');
    expect(plugin).toBeDefined();
    expect(plugin?.enabled ?? true).toBe(true);
    expect(plugin?.route ?? plugin?.service).toBeUndefined();
  });

  it('serves them on the status listener, which compose does not publish', () => {
    expect(compose.services.kong.environment?.KONG_STATUS_LISTEN).toBe('0.0.0.0:8100');
    expect((compose.services.kong.ports ?? []).join(' ')).not.toContain('8100');
  });

  it('has a ServiceMonitor scraping /metrics of the in-cluster gateway-metrics Service only', () => {
    const monitor = find('ServiceMonitor', 'filmcollab-gateway') as unknown as {
      spec: {
        selector: { matchLabels: Record<string, string> };
        endpoints: Array<{ port: string; path: string }>;
      };
    };
    expect(monitor).toBeDefined();
    const selected = withOperator.filter(
      (object) =>
        object.kind === 'Service' &&
        labelsMatch(monitor.spec.selector.matchLabels, object.metadata.labels),
    );
    expect(selected.map((object) => object.metadata.name)).toEqual(['filmcollab-gateway-metrics']);
    const service = selected[0].spec as {
      type: string;
      ports: Port[];
      selector: Record<string, string>;
    };
    expect(service.type).toBe('ClusterIP');
    expect(monitor.spec.endpoints).toEqual([
      expect.objectContaining({ port: 'metrics', path: '/metrics' }),
    ]);
    const port = service.ports.find((candidate) => candidate.name === 'metrics');

    // The Service's target is Kong's container port of the status listener.
    const deployment = find('Deployment', 'filmcollab-gateway') as unknown as {
      spec: {
        template: {
          metadata: { labels: Record<string, string> };
          spec: {
            containers: Array<{ ports: Port[]; env: Array<{ name: string; value: string }> }>;
          };
        };
      };
    };
    expect(labelsMatch(service.selector, deployment.spec.template.metadata.labels)).toBe(true);
    const container = deployment.spec.template.spec.containers[0];
    const status = container.ports.find((candidate) => candidate.name === port?.targetPort);
    const listen = container.env.find((variable) => variable.name === 'KONG_STATUS_LISTEN')?.value;
    expect(listen).toBe(`0.0.0.0:${status?.containerPort}`);
  });

  it('keeps the status listener off the public gateway Service', () => {
    const publicService = find('Service', 'filmcollab-gateway')?.spec as { ports: Port[] };
    expect(publicService.ports.map((port) => port.targetPort)).toEqual(['proxy']);
  });

  it('leaves the ServiceMonitor out where the Prometheus Operator is not installed', () => {
    expect(renderChart().some((object) => object.kind === 'ServiceMonitor')).toBe(false);
  });
});
