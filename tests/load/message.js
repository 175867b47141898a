/* global __ENV, __ITER, __VU -- k6's run-time globals */
// Message: open the conversation list, send a direct message, read the conversation back.
// k6 run -e BASE_URL=… -e ACCESS_TOKENS=a,b -e RECEIVER_ID=<user id the senders may message> tests/load/message.js
import { check, fail, sleep } from 'k6';
import http from 'k6/http';
import { authHeaders, BASE_URL, jsonHeaders, LOAD, TARGETS } from './lib/config.js';

const RECEIVER_ID = __ENV.RECEIVER_ID || '';

/** @type {import('k6/options').Options} */
export const options = {
  ...LOAD,
  thresholds: {
    http_req_failed: [TARGETS.errorRate],
    'http_req_duration{scenario_step:send}': [TARGETS.requestP95],
    'http_req_duration{scenario_step:conversations}': [TARGETS.requestP95],
  },
};

export function setup() {
  if (!RECEIVER_ID) fail('set RECEIVER_ID: the user the virtual users message');
}

export default function message() {
  const headers = authHeaders(__VU);
  const list = http.get(`${BASE_URL}/api/messaging/conversations`, {
    headers,
    tags: { scenario_step: 'conversations' },
  });
  check(list, { 'conversations 200': (r) => r.status === 200 });
  const sent = http.post(
    `${BASE_URL}/api/messaging/messages`,
    JSON.stringify({ receiverId: RECEIVER_ID, text: `k6 load message ${__VU}-${__ITER}` }),
    { headers: jsonHeaders(__VU), tags: { scenario_step: 'send' } },
  );
  check(sent, { 'message sent (201)': (r) => r.status === 201 });
  sleep(1);
}
