/* global __VU -- k6's run-time globals */
// Browse the hub: the community feed (all, trending), a post's comments, then Explore.
// k6 run -e BASE_URL=https://filmcollab.example -e ACCESS_TOKEN=… tests/load/browse-hub.js
import { check, group, sleep } from 'k6';
import http from 'k6/http';
import { authHeaders, BASE_URL, LOAD, TARGETS } from './lib/config.js';

/** @type {import('k6/options').Options} */
export const options = {
  ...LOAD,
  thresholds: {
    http_req_failed: [TARGETS.errorRate],
    'http_req_duration{scenario_step:feed}': [TARGETS.requestP95],
    'http_req_duration{scenario_step:comments}': [TARGETS.requestP95],
    'http_req_duration{scenario_step:explore}': [TARGETS.requestP95],
  },
};

export default function browseHub() {
  const headers = authHeaders(__VU);
  group('hub feed', () => {
    for (const feed of ['all', 'trending']) {
      const response = http.get(`${BASE_URL}/api/community/posts?feed=${feed}&limit=20`, {
        headers,
        tags: { scenario_step: 'feed' },
      });
      check(response, { 'feed 200': (r) => r.status === 200 });
      /** @type {{ posts?: { id: string }[] }} */
      const page = response.status === 200 ? /** @type {any} */ (response.json()) : {};
      const first = page.posts?.[0];
      if (first) {
        const comments = http.get(`${BASE_URL}/api/community/posts/${first.id}/comments`, {
          headers,
          tags: { scenario_step: 'comments' },
        });
        check(comments, { 'comments 200': (r) => r.status === 200 });
      }
    }
  });
  group('explore', () => {
    const response = http.get(`${BASE_URL}/api/projects/explore?limit=20`, {
      headers,
      tags: { scenario_step: 'explore' },
    });
    check(response, { 'explore 200': (r) => r.status === 200 });
  });
  sleep(1);
}
