import { defineErrors } from './define-errors';

/**
 * Codes any service may answer with; the service kit produces them. The first code of each status
 * is the one given to errors that carry no code of their own (Nest's and Fastify's).
 */
export const CommonErrors = defineErrors({
  BAD_REQUEST: { status: 400, message: 'Bad request' },
  VALIDATION_FAILED: { status: 400, message: 'Invalid input' },
  UNAUTHORIZED: { status: 401, message: 'Unauthorized' },
  FORBIDDEN: { status: 403, message: 'Forbidden' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Method not allowed' },
  CONFLICT: { status: 409, message: 'Conflict' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  URI_TOO_LONG: { status: 414, message: 'The address is too long.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported media type' },
  UNPROCESSABLE_ENTITY: { status: 422, message: 'Unprocessable entity' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many requests. Please try again later.' },
  INTERNAL: { status: 500, message: 'Something went wrong. Please try again.' },
  INVALID_EVENT_PAYLOAD: { status: 500, message: 'An event could not be recorded.' },
  QUERY_INVALID_RESPONSE: { status: 502, message: 'Another service answered unexpectedly.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Service unavailable' },
  QUERY_UNAVAILABLE: { status: 503, message: 'A service we depend on is not answering.' },
});
