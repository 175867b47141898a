import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import Ajv from 'ajv';
import { readJson, readText, readYaml, repoPath, registeredServices } from './repo-files';

type Values = Record<string, unknown>;

const umbrellaChart = readYaml<{
  dependencies: Array<{ name: string; alias: string; repository: string }>;
}>('helm', 'filmcollab', 'Chart.yaml');
const umbrellaValues = readYaml<Values>('helm', 'filmcollab', 'values.yaml');
const serviceValues = readYaml<Values>('helm', 'filmcollab-service', 'values.yaml');
const ajv = new Ajv({ allErrors: true, strict: false });
const validateUmbrella = ajv.compile(readJson('helm', 'filmcollab', 'values.schema.json'));
const validateService = ajv.compile(readJson('helm', 'filmcollab-service', 'values.schema.json'));

function isObject(value: unknown): value is Values {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Helm's coalescing of a subchart's values: parent values win, maps merge, lists replace. */
function coalesce(base: Values, override: Values): Values {
  const result: Values = { ...base };
  for (const [key, value] of Object.entries(override)) {
    result[key] =
      isObject(value) && isObject(base[key]) ? coalesce(base[key] as Values, value) : value;
  }
  return result;
}

function subchartValues(alias: string): Values {
  return coalesce(serviceValues, {
    ...(umbrellaValues[alias] as Values),
    global: umbrellaValues.global as Values,
  });
}

describe('helm/filmcollab (umbrella)', () => {
  const services = registeredServices();

  it('depends on the service chart once per service, aliased by name', () => {
    expect(umbrellaChart.dependencies.map((dependency) => dependency.alias)).toEqual(
      services.map((s) => s.name),
    );
    for (const dependency of umbrellaChart.dependencies) {
      expect(dependency).toMatchObject({
        name: 'filmcollab-service',
        repository: 'file://../filmcollab-service',
      });
    }
  });

  it.each(services)('configures $name on port $port', ({ name, port }) => {
    expect(umbrellaValues[name]).toMatchObject({ serviceName: name, port });
  });

  it('has default values that satisfy its schema', () => {
    expect(validateUmbrella(umbrellaValues) ? [] : validateUmbrella.errors).toEqual([]);
  });

  it('runs identity with Keycloak accounts in production', () => {
    expect((umbrellaValues.identity as Values).config).toMatchObject({
      ACCOUNT_ADAPTER: 'keycloak',
    });
  });

  it('configures Kong from gateway/kong.yml itself', () => {
    expect(realpathSync(repoPath('helm', 'filmcollab', 'files', 'kong.yml'))).toBe(
      realpathSync(repoPath('gateway', 'kong.yml')),
    );
    expect(readText('helm', 'filmcollab', 'templates', 'gateway-configmap.yaml')).toContain(
      'filmcollab.kongConfig',
    );
  });
});

describe('helm/filmcollab-service', () => {
  it.each(registeredServices())('accepts the values the umbrella gives $name', ({ name }) => {
    const values = subchartValues(name);
    expect(validateService(values) ? [] : validateService.errors).toEqual([]);
  });

  it('refuses values without a known service or with a weakened security context', () => {
    expect(validateService(serviceValues)).toBe(false);
    const writable = coalesce(subchartValues('identity'), {
      containerSecurityContext: { readOnlyRootFilesystem: false },
    });
    expect(validateService(writable)).toBe(false);
    const root = coalesce(subchartValues('identity'), {
      podSecurityContext: { runAsNonRoot: false },
    });
    expect(validateService(root)).toBe(false);
    expect(validateService(coalesce(subchartValues('identity'), { serviceName: 'billing' }))).toBe(
      false,
    );
  });

  it('keeps one resource per template file', () => {
    for (const chart of ['filmcollab-service', 'filmcollab']) {
      const dir = repoPath('helm', chart, 'templates');
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.yaml'))) {
        const kinds = readFileSync(`${dir}/${file}`, 'utf8').match(/^kind: /gm) ?? [];
        expect({ file, resources: kinds.length }).toEqual({ file, resources: 1 });
      }
    }
    const templates = readdirSync(repoPath('helm', 'filmcollab-service', 'templates')).sort();
    expect(templates).toEqual(
      [
        '_helpers.tpl',
        'configmap.yaml',
        'deployment.yaml',
        'hpa.yaml',
        'networkpolicy.yaml',
        'pdb.yaml',
        'service.yaml',
        'serviceaccount.yaml',
      ].sort(),
    );
  });

  it("binds the service to the pod network, not to the kit's loopback default", () => {
    const helpers = readText('helm', 'filmcollab-service', 'templates', '_helpers.tpl');
    expect(helpers).toMatch(
      /merge \(dict "PORT" \(toString \.Values\.port\) "HOST" "0\.0\.0\.0"\)/,
    );
  });

  it('probes the service health endpoints and rolls pods on config changes', () => {
    const deployment = readText('helm', 'filmcollab-service', 'templates', 'deployment.yaml');
    expect(deployment).toContain('path: /api/{{ .Values.serviceName }}/health/live');
    expect(deployment).toContain('path: /api/{{ .Values.serviceName }}/health/ready');
    expect(deployment).toContain(
      'checksum/config: {{ include (print $.Template.BasePath "/configmap.yaml") . | sha256sum }}',
    );
  });
});
