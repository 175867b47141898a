import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { z } from 'zod';
import { jsonSchemaOf } from './json-schema-of';

/**
 * Documents one answer of an operation: its status and, when it has a body, the contract schema
 * of what the service sends. Declaring any answer replaces Swagger's guess (201 for every POST),
 * so an operation lists all its success answers.
 */
export function ZodResponse(
  status: number,
  schema?: z.ZodType,
  description = '',
): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiResponse({
      status,
      description,
      ...(schema ? { schema: jsonSchemaOf(schema, 'output') as never } : {}),
    }),
  );
}
