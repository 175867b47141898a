import { parse } from 'yaml';
import { type K8sObject, PRODUCTION_VALUES, renderChart } from './rendered-chart';

const SERVICE_MONITOR = 'monitoring.coreos.com/v1/ServiceMonitor';
const PROMETHEUS_RULE = 'monitoring.coreos.com/v1/PrometheusRule';

/** Everything a release creates, with the Prometheus Operator's objects and the Ingress too. */
function release(name: string): K8sObject[] {
  return renderChart([PRODUCTION_VALUES], name, [SERVICE_MONITOR, PROMETHEUS_RULE]);
}

const id = (object: K8sObject) => `${object.kind}/${object.metadata.name}`;

interface KongUpstreams {
  services: Array<{ name: string; url: string }>;
}

describe('helm: release-scoped names (two releases in one namespace)', () => {
  const alpha = release('alpha');
  const beta = release('beta');

  it('renders the optional objects too, so every kind is checked', () => {
    const kinds = new Set(alpha.map((object) => object.kind));
    for (const kind of [
      'ServiceMonitor',
      'PrometheusRule',
      'Ingress',
      'Job',
      'HorizontalPodAutoscaler',
    ])
      expect(kinds).toContain(kind);
  });

  it('names every object <release>-…', () => {
    for (const [name, objects] of [
      ['alpha', alpha],
      ['beta', beta],
    ] as const)
      expect(objects.map(id).filter((key) => !key.split('/')[1].startsWith(`${name}-`))).toEqual(
        [],
      );
  });

  it('lets the two releases coexist without one shared name', () => {
    const names = new Set(alpha.map(id));
    expect(beta.map(id).filter((key) => names.has(key))).toEqual([]);
    expect(new Set(alpha.map(id)).size).toBe(alpha.length);
  });

  it.each(['alpha', 'beta'])(
    "points %s's Kong at its own Services (every upstream host is one of them, on its port)",
    (name) => {
      const objects = name === 'alpha' ? alpha : beta;
      const config = objects.find(
        (object) =>
          object.kind === 'ConfigMap' && object.metadata.name === `${name}-gateway-kong-config`,
      );
      const kong = parse(config?.data?.['kong.yml'] ?? '') as KongUpstreams;
      const ports = new Map(
        objects
          .filter((object) => object.kind === 'Service')
          .map((object) => [
            object.metadata.name,
            ((object.spec?.ports as Array<{ port: number }>) ?? []).map((port) => port.port),
          ]),
      );
      expect(kong.services.length).toBeGreaterThan(10);
      for (const upstream of kong.services) {
        const url = new URL(upstream.url);
        expect({ upstream: upstream.name, ports: ports.get(url.hostname) }).toEqual({
          upstream: upstream.name,
          ports: expect.arrayContaining([Number(url.port)]),
        });
      }
    },
  );

  it("lets only the release's own gateway reach its services", () => {
    const gatewayPods = (objects: K8sObject[]) =>
      (
        objects.find((o) => o.kind === 'Deployment' && o.metadata.name.endsWith('-gateway'))
          ?.spec as { template: { metadata: { labels: Record<string, string> } } }
      ).template.metadata.labels;
    const policies = beta.filter((object) => object.kind === 'NetworkPolicy');
    expect(policies.length).toBe(9);
    for (const policy of policies) {
      const peers = (
        policy.spec as {
          ingress: Array<{
            from: Array<{ podSelector?: { matchLabels: Record<string, string> } }>;
          }>;
        }
      ).ingress.flatMap((rule) => rule.from);
      const admits = (labels: Record<string, string>) =>
        peers.some((peer) =>
          Object.entries(peer.podSelector?.matchLabels ?? { none: 'none' }).every(
            ([key, value]) => labels[key] === value,
          ),
        );
      expect({
        policy: policy.metadata.name,
        own: admits(gatewayPods(beta)),
        other: admits(gatewayPods(alpha)),
      }).toEqual({
        policy: policy.metadata.name,
        own: true,
        other: false,
      });
    }
  });

  it("reaches the release's MinIO Service by the host Kong's /storage upstream sends (signed URLs)", () => {
    const kongYml = beta.find((o) => o.metadata.name === 'beta-gateway-kong-config')?.data?.[
      'kong.yml'
    ];
    const storage = (parse(kongYml ?? '') as KongUpstreams).services.find(
      (s) => s.name === 'storage',
    );
    const upstream = new URL(storage?.url ?? '').host;
    expect(beta.some((o) => o.kind === 'Service' && `${o.metadata.name}:9000` === upstream)).toBe(
      true,
    );
    for (const configMap of beta.filter((o) => o.kind === 'ConfigMap' && o.data?.S3_ENDPOINT))
      expect(new URL(configMap.data?.S3_ENDPOINT ?? '').host).toBe(upstream);
    const job = beta.find(
      (o) => o.kind === 'Job' && o.metadata.name === 'beta-storage-init',
    ) as unknown as {
      spec: {
        template: { spec: { containers: Array<{ env: Array<{ name: string; value: string }> }> } };
      };
    };
    const minioUrl = job.spec.template.spec.containers[0].env.find(
      (v) => v.name === 'MINIO_URL',
    )?.value;
    expect(new URL(minioUrl ?? '').host).toBe(upstream);
  });

  it("routes each release's ingress to its own gateway", () => {
    const ingress = beta.find((object) => object.kind === 'Ingress') as unknown as {
      spec: {
        rules: Array<{ http: { paths: Array<{ backend: { service: { name: string } } }> } }>;
      };
    };
    expect(ingress.spec.rules[0].http.paths[0].backend.service.name).toBe('beta-gateway');
  });
});
