import { HttpException, HttpStatus } from '@nestjs/common';
import { CommonErrors, type ErrorBody, type ErrorCode } from '@filmcollab/contracts';
import { DomainError } from './domain-error';

export interface ErrorResponse {
  status: number;
  body: ErrorBody;
}

/** For errors that carry no code of their own (Nest's and Fastify's): the status's first common code. */
const CODES_BY_STATUS = new Map<number, string>();
for (const { status, code } of Object.values(CommonErrors)) {
  if (!CODES_BY_STATUS.has(status)) CODES_BY_STATUS.set(status, code);
}

/**
 * Fastify's errors that the gateway may answer too: the same code whichever refuses the request,
 * and the common message rather than Fastify's, which repeats the path.
 */
const COMMON_FOR_FASTIFY_CODES: Record<string, ErrorCode | undefined> = {
  FST_ERR_MAX_PARAM_LENGTH: CommonErrors.URI_TOO_LONG,
};

/** Maps anything thrown to the one error body; unknown errors never leak their message. */
export function toErrorResponse(exception: unknown): ErrorResponse {
  if (exception instanceof DomainError) {
    return {
      status: exception.status,
      body: compact({
        message: exception.message,
        code: exception.code,
        details: exception.details,
        hint: exception.hint,
      }),
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const fromBody =
      typeof response === 'object' && response !== null
        ? (response as Record<string, unknown>)
        : {};
    const message =
      typeof fromBody.message === 'string'
        ? fromBody.message
        : typeof response === 'string'
          ? response
          : exception.message;
    const code =
      typeof fromBody.code === 'string'
        ? fromBody.code
        : (CODES_BY_STATUS.get(status) ?? `HTTP_${status}`);
    return {
      status,
      body: compact({
        message,
        code,
        details:
          fromBody.details ?? (Array.isArray(fromBody.message) ? fromBody.message : undefined),
        hint: typeof fromBody.hint === 'string' ? fromBody.hint : undefined,
      }),
    };
  }
  if (isFastifyClientError(exception)) {
    const common = exception.code ? COMMON_FOR_FASTIFY_CODES[exception.code] : undefined;
    if (common)
      return { status: common.status, body: { message: common.message, code: common.code } };
    return {
      status: exception.statusCode,
      body: {
        message: exception.message,
        code:
          exception.code ??
          CODES_BY_STATUS.get(exception.statusCode) ??
          CommonErrors.BAD_REQUEST.code,
      },
    };
  }
  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    body: { message: CommonErrors.INTERNAL.message, code: CommonErrors.INTERNAL.code },
  };
}

// Fastify's own errors (malformed JSON, body too large) carry a 4xx statusCode and a safe message.
function isFastifyClientError(
  exception: unknown,
): exception is { statusCode: number; message: string; code?: string } {
  if (typeof exception !== 'object' || exception === null) return false;
  const candidate = exception as { statusCode?: unknown; message?: unknown };
  return (
    typeof candidate.statusCode === 'number' &&
    candidate.statusCode >= 400 &&
    candidate.statusCode < 500 &&
    typeof candidate.message === 'string'
  );
}

function compact(body: ErrorBody): ErrorBody {
  const result: ErrorBody = { message: body.message, code: body.code };
  if (body.details !== undefined) result.details = body.details;
  if (body.hint !== undefined) result.hint = body.hint;
  return result;
}
