import { z } from 'zod';
import { exampleScalar } from './example-value';
import { type JsonSchema, jsonSchemaOf, withoutNull } from './json-schema-of';

/**
 * A message as the provider's schema describes it, every field filled (optional ones too, nullable
 * ones with a value), then parsed by that schema: what the provider may publish, offered to the
 * consumers' pacts. A provider that drops, renames or retypes a field gets a sample without it.
 */
export function providerSample(schema: z.core.$ZodType): unknown {
  return z.parse(schema, sample(jsonSchemaOf(schema, 'output'), 'payload'));
}

function sample(nullableSchema: JsonSchema, field: string): unknown {
  const { schema } = withoutNull(nullableSchema);
  if (schema.type === 'object') {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([name, property]) => [
        name,
        sample(property, name),
      ]),
    );
  }
  if (schema.type === 'array') {
    if (!schema.items) throw new Error(`${field}: an array without items`);
    return [sample(schema.items, field)];
  }
  return exampleScalar(schema, field);
}
