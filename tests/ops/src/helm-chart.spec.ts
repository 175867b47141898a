import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { helm, preparedCharts } from './helm-binary';
import { parseAllDocuments } from 'yaml';
import { type K8sObject, PRODUCTION_VALUES, renderChart } from './rendered-chart';
import { readYaml, repoPath } from './repo-files';

/** The chart checked with a real helm (v4): lint, template, Kubernetes schemas, package. */
function invalidObjects(
  objects: K8sObject[],
): Array<{ kind: string; name: string; error: string }> {
  const output = execFileSync('node', [repoPath('tests', 'ops', 'scripts', 'validate-k8s.mjs')], {
    input: JSON.stringify(objects),
    encoding: 'utf8',
  });
  return JSON.parse(output) as Array<{ kind: string; name: string; error: string }>;
}

describe('helm charts (real helm binary)', () => {
  let charts: string;
  beforeAll(() => {
    charts = preparedCharts();
  });
  afterAll(() => rmSync(charts, { recursive: true, force: true }));

  it('lint --strict with default and production-like values', () => {
    expect(() => helm(['lint', '--strict', path.join(charts, 'filmcollab')])).not.toThrow();
    expect(() =>
      helm(['lint', '--strict', path.join(charts, 'filmcollab'), '--values', PRODUCTION_VALUES]),
    ).not.toThrow();
  });

  it('refuses values its schema does not know', () => {
    expect(() =>
      helm([
        'template',
        'x',
        path.join(charts, 'filmcollab'),
        '--set',
        'global.publicUrl=not a url',
      ]),
    ).toThrow(/publicUrl/);
  });

  it('packages both charts', () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'filmcollab-package-'));
    try {
      helm(['package', path.join(charts, 'filmcollab'), '--destination', out]);
      helm(['package', path.join(charts, 'filmcollab-service'), '--destination', out]);
      expect(execFileSync('ls', [out], { encoding: 'utf8' }).match(/\.tgz/g)).toHaveLength(2);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it.each([
    ['default', []],
    ['production-like', [PRODUCTION_VALUES]],
  ])('renders %s values into objects valid against the Kubernetes schemas', (_name, files) => {
    const objects = renderChart(files as string[]);
    expect(objects.length).toBeGreaterThan(40);
    expect(invalidObjects(objects)).toEqual([]);
  });

  it("gives Kong the release's CORS origin, the real client IP and no version headers", () => {
    const objects = renderChart([PRODUCTION_VALUES]);
    const kongYml = Object.values(
      objects.find(
        (object) => object.kind === 'ConfigMap' && object.metadata.name.includes('gateway'),
      )?.data ?? {},
    ).join('\n');
    expect(kongYml).toContain('origins: [https://films.example.org] # filmcollab:web-origins');
    expect(kongYml).not.toContain('http://localhost:8000');
    const gateway = objects.find(
      (object) => object.kind === 'Deployment' && object.metadata.name.includes('gateway'),
    ) as unknown as {
      spec: {
        template: { spec: { containers: Array<{ env: Array<{ name: string; value: string }> }> } };
      };
    };
    const env = Object.fromEntries(
      gateway.spec.template.spec.containers[0].env.map((variable) => [
        variable.name,
        variable.value,
      ]),
    );
    expect(env).toMatchObject({
      KONG_HEADERS: 'off',
      KONG_REAL_IP_HEADER: 'X-Forwarded-For',
      KONG_TRUSTED_IPS: '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16',
    });
  });

  it('runs the storage init script of compose as a pre-install/upgrade hook, with the same buckets', () => {
    const objects = renderChart();
    const script = objects.find(
      (object) => object.kind === 'ConfigMap' && object.metadata.name === 'filmcollab-storage-init',
    );
    expect(script?.data?.['minio-init.sh']?.trim()).toBe(
      readFileSync(repoPath('infra', 'minio', 'minio-init.sh'), 'utf8').trim(),
    );
    const job = objects.find(
      (object) => object.kind === 'Job' && object.metadata.name === 'filmcollab-storage-init',
    ) as unknown as {
      metadata: { annotations: Record<string, string> };
      spec: {
        template: { spec: { containers: Array<{ env: Array<{ name: string; value: string }> }> } };
      };
    };
    expect(job.metadata.annotations['helm.sh/hook']).toBe('pre-install,pre-upgrade');
    const env = Object.fromEntries(
      job.spec.template.spec.containers[0].env.map((variable) => [variable.name, variable.value]),
    );
    const composeInit = readYaml<{
      services: Record<string, { environment: Record<string, string> }>;
    }>('docker-compose.yml').services['minio-init'].environment;
    const words = (value: string) => value.split(' ').sort();
    for (const key of ['PUBLIC_BUCKETS', 'PRIVATE_BUCKETS', 'SERVICE_BUCKETS'])
      expect({ key, value: words(env[key]) }).toEqual({ key, value: words(composeInit[key]) });
  });

  it("gives identity alone the Keycloak admin client's Secret, and storing services their own", () => {
    const deployments = renderChart().filter(
      (object) => object.kind === 'Deployment',
    ) as unknown as Array<{
      metadata: { name: string };
      spec: {
        template: {
          spec: { containers: Array<{ envFrom?: Array<{ secretRef?: { name: string } }> }> };
        };
      };
    }>;
    const secrets = Object.fromEntries(
      deployments.map((deployment) => [
        deployment.metadata.name.replace(/^filmcollab-/, ''),
        (deployment.spec.template.spec.containers[0].envFrom ?? [])
          .map((source) => source.secretRef?.name)
          .filter(Boolean),
      ]),
    );
    for (const [name, refs] of Object.entries(secrets)) {
      expect({ name, identity: refs.includes('filmcollab-identity') }).toEqual({
        name,
        identity: name === 'identity',
      });
      if (['profiles', 'community', 'contest', 'workspace'].includes(name))
        expect(refs).toContain(`filmcollab-${name}-storage`);
    }
  });

  it("tells the frontends image this environment's IdP and storage addresses", () => {
    const frontends = renderChart([PRODUCTION_VALUES]).find(
      (object) => object.kind === 'Deployment' && object.metadata.name.includes('frontends'),
    ) as unknown as {
      spec: {
        template: { spec: { containers: Array<{ env: Array<{ name: string; value: string }> }> } };
      };
    };
    expect(frontends.spec.template.spec.containers[0].env).toEqual([
      { name: 'FILMCOLLAB_IDP_URL', value: 'https://auth.films.example.org' },
      { name: 'S3_PUBLIC_URL', value: 'https://films.example.org/storage' },
    ]);
  });

  const template = (...set: string[]) =>
    helm([
      'template',
      'filmcollab',
      path.join(charts, 'filmcollab'),
      ...set.flatMap((value) => ['--set', value]),
    ]);

  it('leaves out a service whose enabled is false', () => {
    const deployments = parseAllDocuments(template('contest.enabled=false'))
      .map((document) => document.toJS() as K8sObject | null)
      .filter((object) => object?.kind === 'Deployment')
      .map((object) => object?.metadata.name);
    expect(deployments).not.toContain('filmcollab-contest');
    expect(deployments).toContain('filmcollab-profiles');
  });

  it('refuses autoscaling whose minimum exceeds its maximum', () => {
    expect(() =>
      template(
        'contest.autoscaling.enabled=true',
        'contest.autoscaling.minReplicas=5',
        'contest.autoscaling.maxReplicas=2',
      ),
    ).toThrow(/minReplicas \(5\) exceeds maxReplicas \(2\)/);
  });

  it('never lets a one-replica budget block a node drain, and spreads replicas', () => {
    const objects = renderChart();
    const budget = (name: string) =>
      objects.find(
        (object) => object.kind === 'PodDisruptionBudget' && object.metadata.name === name,
      )?.spec;
    expect(budget('filmcollab-contest')).toMatchObject({ minAvailable: 1 });
    const single = parseAllDocuments(template('contest.replicaCount=1'))
      .map((document) => document.toJS() as K8sObject)
      .find(
        (object) =>
          object?.kind === 'PodDisruptionBudget' && object.metadata.name === 'filmcollab-contest',
      );
    expect(single?.spec).toMatchObject({ maxUnavailable: 1 });
    expect(single?.spec).not.toHaveProperty('minAvailable');
    const deployment = objects.find(
      (object) => object.kind === 'Deployment' && object.metadata.name === 'filmcollab-contest',
    ) as unknown as {
      spec: { template: { spec: { topologySpreadConstraints: Array<{ topologyKey: string }> } } };
    };
    expect(
      deployment.spec.template.spec.topologySpreadConstraints.map((c) => c.topologyKey),
    ).toEqual(['kubernetes.io/hostname', 'topology.kubernetes.io/zone']);
  });

  it('serves the platform and Keycloak over TLS through the ingress when enabled', () => {
    const ingress = renderChart([PRODUCTION_VALUES]).find(
      (object) => object.kind === 'Ingress',
    ) as unknown as {
      spec: { tls: Array<{ hosts: string[]; secretName: string }>; rules: Array<{ host: string }> };
    };
    expect(ingress.spec.tls.flatMap((entry) => entry.hosts)).toEqual([
      'films.example.org',
      'auth.films.example.org',
    ]);
    expect(ingress.spec.rules.map((rule) => rule.host)).toEqual([
      'films.example.org',
      'auth.films.example.org',
    ]);
    expect(renderChart().some((object) => object.kind === 'Ingress')).toBe(false);
  });

  it('gives Kong and the frontends budgets that never block a drain, and an optional autoscaler', () => {
    const objects = renderChart([PRODUCTION_VALUES]);
    for (const name of ['filmcollab-gateway', 'filmcollab-frontends'])
      expect(
        objects.find(
          (object) => object.kind === 'PodDisruptionBudget' && object.metadata.name === name,
        )?.spec,
      ).toMatchObject({ maxUnavailable: 1 });
    const hpa = objects.find(
      (object) =>
        object.kind === 'HorizontalPodAutoscaler' && object.metadata.name === 'filmcollab-gateway',
    );
    expect(hpa?.spec).toMatchObject({
      minReplicas: 3,
      maxReplicas: 10,
      scaleTargetRef: { name: 'filmcollab-gateway' },
    });
    const gateway = objects.find(
      (object) => object.kind === 'Deployment' && object.metadata.name === 'filmcollab-gateway',
    );
    expect(gateway?.spec).not.toHaveProperty('replicas');
    expect(() =>
      template(
        'gateway.autoscaling.enabled=true',
        'gateway.autoscaling.minReplicas=4',
        'gateway.autoscaling.maxReplicas=2',
      ),
    ).toThrow(/exceeds maxReplicas/);
  });

  it('annotates the services for a reload when their Secrets change', () => {
    const contest = renderChart().find(
      (object) => object.kind === 'Deployment' && object.metadata.name === 'filmcollab-contest',
    );
    expect(contest?.metadata.annotations).toMatchObject({ 'reloader.stakater.com/auto': 'true' });
  });
});
