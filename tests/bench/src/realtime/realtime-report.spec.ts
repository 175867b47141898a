import type { DirectMessageLoadResult } from './direct-message-load';
import { realtimeReport, type RealtimeFigures } from './realtime-report';

const latency = (p99: number) => ({ count: 6000, p50: 9, p95: 20, p99, max: p99 + 10 });

function figures(overrides: {
  messages?: Partial<DirectMessageLoadResult>;
  idleRequests?: string[];
}): RealtimeFigures {
  return {
    users: 1000,
    preparation: {
      refreshed: 990,
      signedIn: 6,
      created: 4,
      refreshMs: 4_000,
      signInMs: 3_000,
      createMs: 5_000,
    },
    pairs: 500,
    sockets: 1000,
    connectMs: 9_000,
    socketsClosedEarly: 0,
    rssBeforeBytes: 150 * 2 ** 20,
    rssAfterBytes: 190 * 2 ** 20,
    rate: 200,
    messages: {
      sent: 6000,
      accepted: 6000,
      failed: 0,
      failures: [],
      delivered: 6000,
      lost: 0,
      delivery: latency(40),
      post: latency(35),
      fromServer: latency(30),
      elapsedSeconds: 30,
      ...overrides.messages,
    },
    cpuSeconds: { messaging: 18, notifications: 6 },
    notificationsBehind: 12,
    cores: 2,
    idle: { seconds: 60, requests: overrides.idleRequests ?? [] },
  };
}

describe('realtimeReport', () => {
  it('prints each figure with its target and misses nothing when all are met', () => {
    const { report, missed } = realtimeReport(figures({}));
    expect(report).toContain('p99 40 ms, max 50 ms (target p99 ≤ 50 ms) met');
    expect(report).toContain('0 of 6000 (target 0) met');
    expect(report).toContain(
      "messaging took it → receiver's socket  p50 9 ms, p95 20 ms, p99 30 ms, max 40 ms",
    );
    expect(report).toContain('150.0 MB / 190.0 MB: 40.0 MB per 1,000 sockets');
    expect(report).toContain(
      'messaging 3.0 ms, notifications 1.0 ms (at 200/s 2 cores leave 10.0 ms a message',
    );
    expect(report).toContain('0 HTTP requests (target 0) met');
    expect(report).toMatch(/'New Message' notifications behind at the end +12 of 6000 messages/);
    expect(report).toContain(
      '1000: 990 by token refresh in 4.0 s, 6 signed in in 3.0 s, 4 signed up, verified and signed in in 5.0 s; 500 connected pairs',
    );
    expect(missed).toEqual([]);
  });

  it('names every missed target and lists the idle tab’s requests', () => {
    const { report, missed } = realtimeReport(
      figures({
        messages: { delivered: 5990, lost: 10, delivery: latency(75), failed: 2, sent: 6002 },
        idleRequests: ['GET http://localhost:8000/api/messaging/unread-count'],
      }),
    );
    expect(report).toContain('    GET http://localhost:8000/api/messaging/unread-count');
    expect(missed).toEqual([
      'realtime delivery p99 75 ms > 50 ms',
      'realtime: 10 direct messages lost',
      'realtime: 2 direct messages refused',
      'realtime: an idle signed-in tab made 1 requests in 60 s',
    ]);
  });
});

describe('realtimeReport without an idle tab figure', () => {
  it('says why the tab was not measured and counts it as missed', () => {
    const base = figures({});
    const { report, missed } = realtimeReport({
      ...base,
      idle: { seconds: 60, requests: [], failure: 'sign-in timed out' },
    });
    expect(report).toContain('not measured: sign-in timed out');
    expect(missed).toEqual(['realtime: the idle tab was not measured (sign-in timed out)']);
  });
});
