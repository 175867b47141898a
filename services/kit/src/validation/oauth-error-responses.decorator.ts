import { applyDecorators } from '@nestjs/common';
import { OAuthErrorSchema } from '@filmcollab/contracts';
import { ApiResponse } from '@nestjs/swagger';
import { jsonSchemaOf } from './json-schema-of';

/** Documents the statuses an OAuth endpoint answers with RFC 6749's `{ error, error_description }`. */
export function OAuthErrorResponses(...statuses: number[]): MethodDecorator & ClassDecorator {
  const schema = jsonSchemaOf(OAuthErrorSchema, 'output');
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, description: 'OAuth 2.0 error', schema: schema as never }),
    ),
  );
}
