const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * Kong normalizes the request path (RFC 3986) before matching routes and proxies the normalized
 * form, so `/api/x/../../storage` or `//storage` cannot slip past a route: percent-encoded
 * unreserved characters are decoded, other escapes upper-cased, dot segments removed and
 * duplicate slashes merged.
 */
export function normalizePath(rawPath: string): string {
  const decoded = rawPath.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : escape.toUpperCase();
  });
  const merged = decoded.replace(/\/{2,}/g, '/');
  const segments: string[] = [];
  const parts = merged.split('/');
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1;
    if (part === '.') {
      if (last) segments.push('');
      continue;
    }
    if (part === '..') {
      if (segments.length > 1) segments.pop();
      if (last) segments.push('');
      continue;
    }
    segments.push(part);
  }
  const path = segments.join('/');
  return path.startsWith('/') ? path : `/${path}`;
}

/** Splits a request target into its path and its query string (with the `?`, or ''). */
export function splitRequestTarget(url: string): { path: string; query: string } {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return { path: url || '/', query: '' };
  return { path: url.slice(0, queryStart) || '/', query: url.slice(queryStart) };
}
