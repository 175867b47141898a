import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { z } from 'zod';
import { JSON_MEDIA_TYPE } from './body-media-types';
import { type JsonSchema, jsonSchemaOf } from './json-schema-of';

export interface ZodResponseOptions {
  description?: string;
  /** Other media types this answer may come in (e.g. `text/html` for a page), with their schemas. */
  alsoAs?: Record<string, JsonSchema>;
}

/**
 * Documents one answer of an operation: its status and, when it has a body, the contract schema
 * of what the service sends. Declaring any answer replaces Swagger's guess (201 for every POST),
 * so an operation lists all its success answers.
 */
export function ZodResponse(
  status: number,
  schema?: z.core.$ZodType,
  options: ZodResponseOptions = {},
): MethodDecorator & ClassDecorator {
  const content = {
    ...(schema ? { [JSON_MEDIA_TYPE]: { schema: jsonSchemaOf(schema, 'output') } } : {}),
    ...Object.fromEntries(
      Object.entries(options.alsoAs ?? {}).map(([type, typeSchema]) => [
        type,
        { schema: typeSchema },
      ]),
    ),
  };
  return applyDecorators(
    ApiResponse({
      status,
      description: options.description ?? '',
      ...(Object.keys(content).length ? { content: content as never } : {}),
    }),
  );
}
