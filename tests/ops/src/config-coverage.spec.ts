import { readYaml, readText, registeredServices } from './repo-files';
import { type K8sObject, PRODUCTION_VALUES, renderChart } from './rendered-chart';
import { serviceConfigKeys } from './service-config-keys';

/**
 * Item 1 of issue 15: every variable whose embedded default is wrong in production (localhost
 * URLs, dev credentials, `development`) or that production must choose is set by both compose
 * and the Helm chart, for every service — a service added later is checked too.
 */
const services = registeredServices();
const compose = readYaml<{ services: Record<string, { environment?: Record<string, string> }> }>(
  'docker-compose.yml',
);

/** Names the umbrella's values.yaml tells the operator to put into the credentials Secret. */
const secretKeys = [
  ...readText('helm', 'filmcollab', 'values.yaml').matchAll(/--from-literal=([A-Z][A-Z0-9_]*)=/g),
].map((match) => match[1]);

function configMaps(objects: K8sObject[]): Map<string, Record<string, string>> {
  return new Map(
    objects
      .filter((object) => object.kind === 'ConfigMap')
      // `<release>-<service>`: the release in rendered-chart.ts is `filmcollab`.
      .map((object) => [object.metadata.name.replace(/^filmcollab-/, ''), object.data ?? {}]),
  );
}

describe('configuration coverage (each service schema vs compose and Helm)', () => {
  const defaults = configMaps(renderChart());
  const production = configMaps(renderChart([PRODUCTION_VALUES]));

  it.each(services)('compose sets every production setting of $name', ({ name }) => {
    const environment = compose.services[name]?.environment ?? {};
    const missing = serviceConfigKeys(name).required.filter((key) => !(key in environment));
    expect({ service: name, missing }).toEqual({ service: name, missing: [] });
  });

  it.each(services)('the Helm chart sets every production setting of $name', ({ name }) => {
    const data = defaults.get(name);
    expect(data).toBeDefined();
    const missing = serviceConfigKeys(name).required.filter(
      (key) => !(key in (data ?? {})) && !secretKeys.includes(key),
    );
    expect({ service: name, missing }).toEqual({ service: name, missing: [] });
  });

  it.each(services)('the Helm chart gives $name no localhost address', ({ name }) => {
    const local = Object.entries(defaults.get(name) ?? {}).filter(([, value]) =>
      /localhost|127\.0\.0\.1/.test(value),
    );
    expect(local).toEqual([]);
  });

  it.each(services)("$name's public addresses follow the release's public URL", ({ name }) => {
    const data = production.get(name) ?? {};
    for (const key of ['PUBLIC_URL', 'WEB_ORIGINS'])
      if (serviceConfigKeys(name).all.includes(key))
        expect({ key, value: data[key] }).toEqual({ key, value: 'https://films.example.org' });
  });

  it('documents a Secret for the credentials the chart does not set', () => {
    expect(secretKeys).toEqual(expect.arrayContaining(['S3_ACCESS_KEY', 'S3_SECRET_KEY']));
  });
});
