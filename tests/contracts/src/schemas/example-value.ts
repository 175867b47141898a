import type { JsonSchema } from './json-schema-of';

/** Formats with a fixed, valid example (zod writes their pattern too; it is what consumers check). */
const FORMAT_EXAMPLES: Record<string, string> = {
  'date-time': '2026-11-20T08:30:00.000Z',
  date: '2026-12-01',
  email: 'someone@filmcollab.test',
};

/** Patterns of the contracts that are not a format, with an example each. */
const PATTERN_EXAMPLES: Record<string, string> = {
  '^[A-Za-z0-9_]+$': 'night_owl',
};

/**
 * A valid example of one scalar schema, named after its field so that pact files and failures
 * read well. Throws on a constraint it cannot honour, rather than offer an invalid example.
 */
export function exampleScalar(schema: JsonSchema, field: string): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'string':
      return exampleString(schema, field);
    case 'integer':
    case 'number':
      return schema.minimum !== undefined && schema.minimum > 1 ? schema.minimum : 1;
    case 'boolean':
      return true;
    default:
      throw new Error(`no example for ${field}: ${JSON.stringify(schema)}`);
  }
}

function exampleString(schema: JsonSchema, field: string): string {
  if (schema.format && FORMAT_EXAMPLES[schema.format]) return FORMAT_EXAMPLES[schema.format];
  if (schema.pattern) {
    const example = PATTERN_EXAMPLES[schema.pattern];
    if (example === undefined)
      throw new Error(`no example for ${field}'s pattern ${schema.pattern}`);
    return example;
  }
  const value = `${field}-1`.padEnd(schema.minLength ?? 0, 'x');
  return schema.maxLength !== undefined ? value.slice(0, schema.maxLength) : value;
}
