import { applyDecorators } from '@nestjs/common';
import { ErrorBodySchema, OAuthErrorSchema } from '@filmcollab/contracts';
import { ApiResponse } from '@nestjs/swagger';
import { jsonSchemaOf } from './json-schema-of';

/**
 * Documents the statuses an OAuth endpoint answers with RFC 6749's `{ error, error_description }`;
 * `orErrorBody`: the kit's error body is possible too (an input the kit validated).
 */
export function OAuthErrorResponses(
  statuses: number[],
  options: { orErrorBody?: boolean; description?: string } = {},
): MethodDecorator & ClassDecorator {
  const oauthError = jsonSchemaOf(OAuthErrorSchema, 'output');
  const schema = options.orErrorBody
    ? { anyOf: [oauthError, jsonSchemaOf(ErrorBodySchema, 'output')] }
    : oauthError;
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: options.description ?? 'OAuth 2.0 error',
        schema: schema as never,
      }),
    ),
  );
}
