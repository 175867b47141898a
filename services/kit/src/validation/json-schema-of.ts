import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema 2020-12 (the dialect of OpenAPI 3.1): `input` for what a client
 * sends, `output` for what a service answers.
 */
export function jsonSchemaOf(
  schema: z.core.$ZodType,
  io: 'input' | 'output' = 'input',
): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return json;
}
