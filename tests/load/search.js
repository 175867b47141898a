/* global __ITER, __VU -- k6's run-time globals */
// Search: discovery's people and project search with the filters users combine.
// k6 run -e BASE_URL=https://filmcollab.example -e ACCESS_TOKEN=… tests/load/search.js
import { check, sleep } from 'k6';
import http from 'k6/http';
import { authHeaders, BASE_URL, LOAD, TARGETS } from './lib/config.js';

const QUERIES = [
  'director',
  'camera',
  'editor',
  'short film',
  'documentary',
  'sound',
  'berlin',
  '',
];
// DISCOVERY_SUBTABS of contracts/src/discovery: people are 'collaborators'.
const TYPES = ['collaborators', 'projects'];

/** @type {import('k6/options').Options} */
export const options = {
  ...LOAD,
  thresholds: {
    http_req_failed: [TARGETS.errorRate],
    'http_req_duration{scenario_step:search}': [TARGETS.searchP95],
  },
};

export default function search() {
  const q = QUERIES[Math.floor(Math.random() * QUERIES.length)];
  const type = TYPES[__ITER % TYPES.length];
  const response = http.get(
    `${BASE_URL}/api/discovery/search?q=${encodeURIComponent(q)}&type=${type}`,
    {
      headers: authHeaders(__VU),
      tags: { scenario_step: 'search', name: 'GET /api/discovery/search' },
    },
  );
  check(response, { 'search 200': (r) => r.status === 200 });
  sleep(0.5);
}
