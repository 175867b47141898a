import { CommonErrors } from '@filmcollab/contracts';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const JSON_MEDIA_TYPE = 'application/json';
export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/** Fastify route config key; a route without it takes JSON bodies only. */
const BODY_MEDIA_TYPES = 'filmcollabBodyMediaTypes';

export interface BodyMediaTypeRule {
  mediaTypes: readonly string[];
  /** `oauth`: refusals in RFC 6749's `{ error, error_description }` instead of the kit's error body. */
  errors?: 'oauth';
}

/** Declares the media types a route's body may have (the default is JSON only). */
export function AcceptBodyMediaTypes(rule: BodyMediaTypeRule): MethodDecorator {
  return RouteConfig({ [BODY_MEDIA_TYPES]: rule });
}

const METHODS_WITH_BODIES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The media type of a Content-Type header: lower case, without parameters (`; charset=…`). */
export function mediaTypeOf(contentType: string): string {
  return contentType.split(';')[0].trim().toLowerCase();
}

/**
 * Answers 415 before any parsing when a body's media type is not one its route takes, so e.g. a
 * form never reaches a JSON endpoint's validation (Nest registers a form parser for every route).
 */
export function refuseUnsupportedBodyMediaTypes(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const contentType = request.headers['content-type'];
    if (!METHODS_WITH_BODIES.has(request.method) || contentType === undefined) return;
    // No route: the 404 answers.
    if (request.routeOptions.url === undefined) return;
    const config = request.routeOptions.config as { [BODY_MEDIA_TYPES]?: BodyMediaTypeRule };
    const rule = config[BODY_MEDIA_TYPES] ?? { mediaTypes: [JSON_MEDIA_TYPE] };
    if (rule.mediaTypes.includes(mediaTypeOf(contentType))) return;
    const expected = rule.mediaTypes.join(' or ');
    const body =
      rule.errors === 'oauth'
        ? { error: 'invalid_request', error_description: `The body must be ${expected}.` }
        : {
            message: CommonErrors.UNSUPPORTED_MEDIA_TYPE.message,
            code: CommonErrors.UNSUPPORTED_MEDIA_TYPE.code,
            hint: `Send the body as ${expected}.`,
          };
    return reply.status(415).header('cache-control', 'no-store').send(body);
  });
}
