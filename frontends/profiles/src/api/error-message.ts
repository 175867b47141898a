import { ErrorBodySchema, type ErrorBody } from '@filmcollab/contracts';

/** The service's `{ message, code }` body of a failed RTK Query call, when it sent one. */
export function errorBodyOf(error: unknown): ErrorBody | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const parsed = ErrorBodySchema.safeParse((error as { data: unknown }).data);
  return parsed.success ? parsed.data : null;
}

/** The server's message, or the fallback for network and unexpected failures. */
export function errorMessage(error: unknown, fallback: string): string {
  return errorBodyOf(error)?.message ?? fallback;
}

export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}
