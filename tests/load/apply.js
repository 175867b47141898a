/* global __ENV, __VU -- k6's run-time globals */
// Apply to a project: read its page, apply for a role, withdraw (so the next iteration can apply
// again: one pending application per user per project).
// k6 run -e BASE_URL=… -e ACCESS_TOKENS=… -e PROJECT_ID=<a project on Explore> [-e ROLE=editor] tests/load/apply.js
import { check, fail, sleep } from 'k6';
import http from 'k6/http';
import { authHeaders, BASE_URL, jsonHeaders, LOAD, TARGETS } from './lib/config.js';

const PROJECT_ID = __ENV.PROJECT_ID || '';
const ROLE = __ENV.ROLE || 'editor';

/** @type {import('k6/options').Options} */
export const options = {
  ...LOAD,
  thresholds: {
    http_req_failed: [TARGETS.errorRate],
    'http_req_duration{scenario_step:project}': [TARGETS.requestP95],
    'http_req_duration{scenario_step:apply}': [TARGETS.requestP95],
  },
};

export function setup() {
  if (!PROJECT_ID)
    fail('set PROJECT_ID: a project on the Explore page the test accounts are not members of');
}

export default function apply() {
  const headers = authHeaders(__VU);
  const project = `${BASE_URL}/api/projects/${PROJECT_ID}`;
  const page = http.get(project, { headers, tags: { scenario_step: 'project' } });
  check(page, { 'project 200': (r) => r.status === 200 });
  const applied = http.post(
    `${project}/applications`,
    JSON.stringify({ role: ROLE, message: 'k6 load test application' }),
    { headers: jsonHeaders(__VU), tags: { scenario_step: 'apply' } },
  );
  check(applied, { 'applied (201)': (r) => r.status === 201 });
  const withdrawn = http.del(`${project}/applications/mine`, null, {
    headers,
    tags: { scenario_step: 'withdraw' },
  });
  check(withdrawn, { 'withdrawn (204)': (r) => r.status === 204 });
  sleep(1);
}
