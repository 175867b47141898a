import { applyDecorators, Body, Param, Query } from '@nestjs/common';
import { ApiBody, ApiParam, ApiQuery } from '@nestjs/swagger';
import type { z } from 'zod';
import { type JsonSchema, jsonSchemaOf } from './json-schema-of';
import { type ValidationOptions, ZodValidationPipe } from './zod-validation.pipe';

// Parameter decorators run after the method exists, so the method decorator for OpenAPI can be applied here.
function documentMethod(
  target: object,
  key: string | symbol | undefined,
  decorator: MethodDecorator,
): void {
  if (key === undefined) return;
  const descriptor = Object.getOwnPropertyDescriptor(target, key);
  if (descriptor) decorator(target, key, descriptor);
}

/**
 * `@ZodBody(schema) body: z.infer<typeof schema>`: validated body, documented in OpenAPI;
 * `{ message: 'first-issue' }` answers with the first failing rule's text.
 */
export function ZodBody(
  schema: z.core.$ZodType,
  options: ValidationOptions = {},
): ParameterDecorator {
  return (target, key, index) => {
    documentMethod(target, key, ApiBody({ schema: jsonSchemaOf(schema) as never }));
    Body(new ZodValidationPipe(schema, options))(target, key, index);
  };
}

/** `@ZodQuery(schema) query: z.infer<typeof schema>`: the whole query string, validated. */
export function ZodQuery(schema: z.core.$ZodType): ParameterDecorator {
  return (target, key, index) => {
    documentMethod(target, key, QueryDocumentation(schema));
    Query(new ZodValidationPipe(schema))(target, key, index);
  };
}

/** Documents a query string's parameters without validating them (for handlers that answer errors their own way). */
export function QueryDocumentation(schema: z.core.$ZodType): MethodDecorator {
  const json = jsonSchemaOf(schema) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return applyDecorators(
    ...Object.entries(json.properties ?? {}).map(([name, property]) =>
      ApiQuery({
        name,
        required: json.required?.includes(name) ?? false,
        schema: property as never,
      }),
    ),
  );
}

/** `@ZodParam('id', schema) id: z.infer<typeof schema>`: one route parameter, validated. */
export function ZodParam(name: string, schema: z.core.$ZodType): ParameterDecorator {
  return (target, key, index) => {
    documentMethod(target, key, ApiParam({ name, schema: jsonSchemaOf(schema) as never }));
    Param(name, new ZodValidationPipe(schema))(target, key, index);
  };
}
