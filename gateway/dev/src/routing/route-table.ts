import type { RouteDefinition } from '../kong/gateway-definition';
import { upstreamPath } from './upstream-path';

export interface RouteRequest {
  method: string;
  /** The normalized request path, without the query string. */
  path: string;
  protocol: 'http' | 'https';
}

export interface RouteMatch {
  route: RouteDefinition;
  /** The route path that matched (a prefix of the request path). */
  matchedPath: string;
  /** The path sent upstream: strip_path and the service path applied. */
  upstreamPath: string;
}

interface Candidate {
  route: RouteDefinition;
  path: string;
  weight: number;
}

/**
 * Kong's route matching for plain-path routes (router_flavor traditional_compatible, Kong 3's
 * default): routes that specify more matching fields (paths + methods) are tried first, then the
 * longest path; a path matches when it is a plain string prefix of the request path.
 */
export class RouteTable {
  private readonly candidates: Candidate[];

  constructor(routes: RouteDefinition[]) {
    const candidates = routes.flatMap((route) =>
      route.paths.map((path) => ({ route, path, weight: 1 + (route.methods ? 1 : 0) })),
    );
    // Array.prototype.sort is stable: equal candidates keep the order of the file.
    this.candidates = candidates.sort(
      (a, b) => b.weight - a.weight || b.path.length - a.path.length,
    );
  }

  match(request: RouteRequest): RouteMatch | null {
    const method = request.method.toUpperCase();
    for (const candidate of this.candidates) {
      const { route, path } = candidate;
      if (!request.path.startsWith(path)) continue;
      if (route.methods && !route.methods.includes(method)) continue;
      if (!route.protocols.includes(request.protocol)) continue;
      return { route, matchedPath: path, upstreamPath: upstreamPath(route, path, request.path) };
    }
    return null;
  }
}
