import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { z } from 'zod';
import { AcceptBodyMediaTypes, FORM_MEDIA_TYPE } from './body-media-types';
import { jsonSchemaOf } from './json-schema-of';
import { OAuthErrorResponses } from './oauth-error-responses.decorator';

/**
 * An OAuth endpoint's form body (RFC 6749 §3.2: `application/x-www-form-urlencoded`): documented
 * with its schema; any other media type answers 415 `invalid_request`. The handler validates the
 * body itself, so it can answer the OAuth way.
 */
export function OAuthFormBody(
  schema: z.core.$ZodType,
  options: { required?: boolean; description?: string } = {},
): MethodDecorator {
  return applyDecorators(
    ApiConsumes(FORM_MEDIA_TYPE),
    ApiBody({
      schema: jsonSchemaOf(schema) as never,
      required: options.required ?? true,
      description: options.description,
    }),
    AcceptBodyMediaTypes({ mediaTypes: [FORM_MEDIA_TYPE], errors: 'oauth' }),
    OAuthErrorResponses([415]),
  );
}
