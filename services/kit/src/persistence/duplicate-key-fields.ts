/** A MongoDB E11000 error, with the fields of the unique index that refused the write. */
export function duplicateKeyFields(error: unknown): string[] | null {
  if (typeof error !== 'object' || error === null) return null;
  const candidate = error as {
    code?: unknown;
    keyPattern?: unknown;
    errorResponse?: { keyPattern?: unknown };
  };
  if (candidate.code !== 11000) return null;
  const pattern = candidate.keyPattern ?? candidate.errorResponse?.keyPattern;
  return pattern && typeof pattern === 'object' ? Object.keys(pattern) : [];
}
