import type { RouteDefinition } from '../kong/gateway-definition';

/**
 * The path Kong sends upstream, after strip_path and the service path (path_handling v0/v1 as in
 * Kong's router: v0 keeps a slash between the service path and the rest, v1 concatenates).
 */
export function upstreamPath(
  route: RouteDefinition,
  matchedPrefix: string,
  requestPath: string,
): string {
  const rest = route.stripPath ? requestPath.slice(matchedPrefix.length) : requestPath;
  const base = route.service.path;
  if (base === null || base === '/') {
    if (rest === '') return '/';
    return rest.startsWith('/') ? rest : `/${rest}`;
  }
  if (rest === '' || (!route.stripPath && rest === '/')) return base;
  if (route.pathHandling === 'v1') return joinWithoutDoubleSlash(base, rest);
  return joinWithoutDoubleSlash(base, rest.startsWith('/') ? rest : `/${rest}`);
}

function joinWithoutDoubleSlash(base: string, rest: string): string {
  if (base.endsWith('/') && rest.startsWith('/')) return base + rest.slice(1);
  return base + rest;
}
