import { Matchers } from '@pact-foundation/pact';
import type { z } from 'zod';
import { exampleScalar } from './example-value';
import { type JsonSchema, jsonSchemaOf, withoutNull } from './json-schema-of';

const { like, regex, eachLike, integer } = Matchers;

/**
 * What a consumer relies on in a message, as pact matchers: the kit (or QueryClient) parses every
 * payload with the consumer's copy of the schema before a handler sees it, so every field that
 * schema requires, by type; enums, formats and patterns by regex. Optional fields are left out
 * (a consumer must cope without them). A nullable field is expected with a value: pact 3 cannot
 * say "a string or null", so providers are verified with their nullable fields filled.
 */
export function consumerExpectation(schema: z.ZodType): unknown {
  return expectation(jsonSchemaOf(schema, 'input'), 'payload');
}

function expectation(nullableSchema: JsonSchema, field: string): unknown {
  const { schema } = withoutNull(nullableSchema);
  if (schema.type === 'object') {
    const required = new Set(schema.required ?? []);
    return Object.fromEntries(
      Object.entries(schema.properties ?? {})
        .filter(([name]) => required.has(name))
        .map(([name, property]) => [name, expectation(property, name)]),
    );
  }
  if (schema.type === 'array') {
    if (!schema.items) throw new Error(`${field}: an array without items`);
    return eachLike(expectation(schema.items, field));
  }
  const example = exampleScalar(schema, field);
  if (schema.enum) return regex(`^(${schema.enum.map(escape).join('|')})$`, String(example));
  if (schema.pattern) return regex(schema.pattern, String(example));
  if (schema.type === 'integer') return integer(example as number);
  return like(example);
}

function escape(value: unknown): string {
  return String(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
