import type { ErrorBody, ErrorCode } from '@filmcollab/contracts/common';

/** A failed RTK Query call whose body is the service's error body carrying `TCode`. */
export interface CodedApiError<TCode extends string> {
  status: number;
  data: ErrorBody & { code: TCode };
}

/** The service's `{ message, code, details?, hint? }` body of a failed RTK Query call, when it sent one. */
export function errorBodyOf(error: unknown): ErrorBody | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  return errorBodyIn(error.data);
}

/**
 * A response's JSON as the service's error body, when it is one: the contracts' `ErrorBodySchema`
 * checked by hand. web-kit is on every page, and a page whose own code builds no schema (the
 * shell's information pages, the sign-in form) then loads neither zod nor the contracts.
 * `api-errors.spec.ts` holds it to the schema.
 */
export function errorBodyIn(data: unknown): ErrorBody | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const { message, code, details, hint } = data as Record<string, unknown>;
  if (typeof message !== 'string' || typeof code !== 'string') return undefined;
  if (hint !== undefined && typeof hint !== 'string') return undefined;
  return {
    message,
    code,
    ...('details' in data ? { details } : {}),
    ...(hint !== undefined ? { hint } : {}),
  };
}

/**
 * Whether the call failed with one of the contracts' coded errors:
 * `hasErrorCode(result.error, ProfilesErrors.PHOTO_REJECTED)`. Codes are compared through
 * the contracts' definitions so a renamed code breaks the build, not the screen.
 */
export function hasErrorCode<TCode extends string>(
  error: unknown,
  expected: ErrorCode<TCode>,
): error is CodedApiError<TCode> {
  return errorBodyOf(error)?.code === expected.code;
}

/** The server's message, or the fallback for network and unexpected failures. */
export function errorMessage(error: unknown, fallback: string): string {
  return errorBodyOf(error)?.message ?? fallback;
}

/** The request never got an HTTP answer (offline, refused connection, CORS). */
export function isNetworkError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    error.status === 'FETCH_ERROR'
  );
}

export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}
