// The package's `Matchers`, imported deep: its index also loads the provider verifier, whose
// ESM-only proxy agent the frontends' jest (which imports this for their pacts) does not compile.
import * as Matchers from '@pact-foundation/pact/src/v3/matchers';
import type { z } from 'zod';
import { exampleScalar } from './example-value';
import { type JsonSchema, jsonSchemaOf, withoutNull } from './json-schema-of';

/** How nullable fields and lists are expected (pact 3 cannot say "a string or null"). */
export interface ExpectationOptions {
  /**
   * `value` (messages, the default): every nullable field with a value of its type; providers are
   * verified with their nullable fields filled. `null`: null (HTTP answers, under a provider state
   * that leaves the details empty) except the fields named in `filled`, expected with a value.
   */
  nullable?: 'value' | 'null';
  filled?: readonly string[];
  /** An HTTP answer: its lists may be empty (a message's lists have at least the example item). */
  http?: boolean;
  /** Example values by field name (still matched by type), for what the consumer's test asserts. */
  examples?: Record<string, unknown>;
}

/**
 * What a consumer relies on in a message or an answer, as pact matchers: the kit (or QueryClient,
 * or a frontend's RTK Query endpoint) parses every payload with the consumer's copy of the schema
 * before it is used, so every field that schema requires, by type; enums, formats and patterns by
 * regex. Optional fields are left out (a consumer must cope without them).
 */
export function consumerExpectation(
  schema: z.core.$ZodType,
  options: ExpectationOptions = {},
): unknown {
  return expectation(jsonSchemaOf(schema, 'input'), 'payload', options);
}

function expectation(
  nullableSchema: JsonSchema,
  field: string,
  options: ExpectationOptions,
): unknown {
  const { schema, nullable } = withoutNull(nullableSchema);
  if (nullable && options.nullable === 'null' && !options.filled?.includes(field)) return null;
  if (schema.type === 'object') {
    const required = new Set(schema.required ?? []);
    return Object.fromEntries(
      Object.entries(schema.properties ?? {})
        .filter(([name]) => required.has(name))
        .map(([name, property]) => [name, expectation(property, name, options)]),
    );
  }
  if (schema.type === 'array') {
    if (!schema.items) throw new Error(`${field}: an array without items`);
    const item = expectation(schema.items, field, options);
    // An HTTP list may be empty; its items, when there are some, are like the example.
    return options.http ? Matchers.atLeastLike(item, 0, 1) : Matchers.eachLike(item);
  }
  const example =
    options.examples && field in options.examples
      ? options.examples[field]
      : exampleScalar(schema, field);
  if (schema.enum) {
    return Matchers.regex(`^(${schema.enum.map(escape).join('|')})$`, String(example));
  }
  if (schema.pattern) return Matchers.regex(schema.pattern, String(example));
  if (schema.type === 'integer') return Matchers.integer(example as number);
  return Matchers.like(example);
}

function escape(value: unknown): string {
  return String(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
