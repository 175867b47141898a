import { z } from 'zod';

/** The subset of JSON Schema zod writes for the contracts' payloads (objects, scalars, enums, nulls). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
}

/**
 * `input`: what a consumer's parse accepts (fields with defaults are optional there);
 * `output`: what a provider's parse returns, so what it publishes.
 */
export function jsonSchemaOf(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { io, unrepresentable: 'throw' }) as JsonSchema;
}

/** The schema without `null` when it also allows null (`type: [x, 'null']` or `anyOf: [x, null]`). */
export function withoutNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  if (Array.isArray(schema.type) && schema.type.includes('null')) {
    const types = schema.type.filter((type) => type !== 'null');
    return { schema: { ...schema, type: types.length === 1 ? types[0] : types }, nullable: true };
  }
  if (schema.anyOf?.some((branch) => branch.type === 'null')) {
    const branches = schema.anyOf.filter((branch) => branch.type !== 'null');
    if (branches.length !== 1) throw new Error(`unsupported union: ${JSON.stringify(schema)}`);
    return { schema: branches[0], nullable: true };
  }
  return { schema, nullable: false };
}
