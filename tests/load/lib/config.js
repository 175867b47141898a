/* global __ENV -- k6's run-time global */
// Shared by every scenario: where the platform is, who the virtual users are, and the targets.

/** The platform's public origin (the gateway), e.g. https://filmcollab.example. */
export const BASE_URL = (__ENV.BASE_URL || 'http://localhost:8000').replace(/\/$/, '');

/**
 * Access tokens of the accounts the virtual users act as (comma-separated; user i uses token
 * i mod n): operators mint them for load-test accounts in the realm (docs/observability.md).
 */
const TOKENS = (__ENV.ACCESS_TOKENS || __ENV.ACCESS_TOKEN || '')
  .split(',')
  .map((token) => token.trim())
  .filter(Boolean);

/**
 * Headers of an authenticated request as virtual user `vu` (k6's __VU, from 1).
 * @param {number} vu
 * @returns {Record<string, string>}
 */
export function authHeaders(vu) {
  if (TOKENS.length === 0)
    throw new Error('set ACCESS_TOKEN (or ACCESS_TOKENS=a,b,c) for this scenario');
  return { authorization: `Bearer ${TOKENS[(vu - 1) % TOKENS.length]}` };
}

/**
 * Headers of an authenticated request with a JSON body. Only with a body: the services refuse a
 * JSON content type without one (a DELETE's) with 400.
 * @param {number} vu
 * @returns {Record<string, string>}
 */
export function jsonHeaders(vu) {
  return { ...authHeaders(vu), 'content-type': 'application/json' };
}

/** The load shape, overridable: VUS virtual users for DURATION (k6 duration syntax). */
export const LOAD = {
  vus: Number(__ENV.VUS || 20),
  duration: __ENV.DURATION || '1m',
};

/**
 * The bench's targets (tests/bench), as k6 thresholds: search p95 ≤ 100 ms is the discovery
 * bench's; every scenario fails above 1% errors, and its reads and writes keep p95 under the
 * latency alert of the chart (0.5 s, helm/filmcollab/templates/prometheusrule.yaml).
 */
export const TARGETS = {
  errorRate: 'rate<0.01',
  searchP95: 'p(95)<=100',
  requestP95: 'p(95)<500',
};
