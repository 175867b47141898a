import { defineErrors } from './define-errors';

/** Codes any service may answer with; the service kit produces them. */
export const CommonErrors = defineErrors({
  VALIDATION_FAILED: { status: 400, message: 'Invalid input' },
  BAD_REQUEST: { status: 400, message: 'Bad request' },
  UNAUTHORIZED: { status: 401, message: 'Unauthorized' },
  FORBIDDEN: { status: 403, message: 'Forbidden' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  CONFLICT: { status: 409, message: 'Conflict' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported media type' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many requests. Please try again later.' },
  INTERNAL: { status: 500, message: 'Something went wrong. Please try again.' },
  INVALID_EVENT_PAYLOAD: { status: 500, message: 'An event could not be recorded.' },
  QUERY_INVALID_RESPONSE: { status: 502, message: 'Another service answered unexpectedly.' },
  QUERY_UNAVAILABLE: { status: 503, message: 'A service we depend on is not answering.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Service unavailable' },
});
