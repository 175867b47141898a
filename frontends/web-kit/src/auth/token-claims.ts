/**
 * The payload of a JWT, decoded without checking its signature (the services check it): the
 * browser only reads its own token's expiry and user claims. Null when it is not a JWT.
 */
export function tokenClaims(token: string | undefined): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims !== null && typeof claims === 'object' && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Milliseconds until the token's `exp`, or null when it has none. */
export function tokenValidityMs(token: string | undefined, now = Date.now()): number | null {
  const exp = tokenClaims(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 - now : null;
}
