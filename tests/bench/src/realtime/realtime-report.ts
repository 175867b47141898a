import type { LatencySummary } from '../percentiles';
import type { UserPreparation } from './bench-users';
import type { DirectMessageLoadResult } from './direct-message-load';
import type { IdleTabResult } from './idle-tab';

/** Issue 9's targets. */
export const DELIVERY_P99_TARGET_MS = 50;
const MB = 2 ** 20;

export interface RealtimeFigures {
  users: number;
  preparation: UserPreparation;
  pairs: number;
  sockets: number;
  connectMs: number;
  socketsClosedEarly: number;
  rssBeforeBytes: number;
  rssAfterBytes: number;
  rate: number;
  messages: DirectMessageLoadResult;
  /** CPU the two services used from the first message until the last was settled. */
  cpuSeconds: { messaging: number; notifications: number };
  /**
   * Sent messages notifications had not handled when the deliveries settled: the receivers look at
   * no conversation, so each message makes (or grows) a 'New Message' notification.
   */
  notificationsBehind: number;
  /** Cores of the machine the stack and the bench share. */
  cores: number;
  idle: IdleTabResult | null;
}

export interface RealtimeReport {
  report: string;
  missed: string[];
}

/** The scenario's figures as rows, each with its target, and the targets missed as sentences. */
export function realtimeReport(figures: RealtimeFigures): RealtimeReport {
  const { messages, idle, preparation } = figures;
  const p99Met = messages.delivered > 0 && messages.delivery.p99 <= DELIVERY_P99_TARGET_MS;
  const perMessage = (cpu: number) =>
    messages.accepted > 0 ? `${((cpu * 1000) / messages.accepted).toFixed(1)} ms` : 'n/a';
  const perThousand = ((figures.rssAfterBytes - figures.rssBeforeBytes) / figures.sockets) * 1000;
  const rows: [string, string][] = [
    [
      'users (reused, else signed up)',
      `${figures.users}: ${preparation.refreshed} by token refresh in ` +
        `${seconds(preparation.refreshMs)}, ${preparation.signedIn} signed in in ` +
        `${seconds(preparation.signInMs)}, ${preparation.created} signed up, verified and signed ` +
        `in in ${seconds(preparation.createMs)}; ${figures.pairs} connected pairs`,
    ],
    [
      'sockets through the gateway (/realtime)',
      `${figures.sockets} ready in ${seconds(figures.connectMs)}, ` +
        `${figures.socketsClosedEarly} closed by the server`,
    ],
    [
      'notifications RSS before / after sockets',
      `${mb(figures.rssBeforeBytes)} / ${mb(figures.rssAfterBytes)}: ${mb(perThousand)} per 1,000 sockets`,
    ],
    [
      'direct messages (POST /api/messaging/messages)',
      `${messages.sent} in ${messages.elapsedSeconds.toFixed(1)} s ` +
        `(${(messages.sent / messages.elapsedSeconds).toFixed(0)}/s, target ${figures.rate}/s): ` +
        `${messages.accepted} accepted, ${messages.failed} failed; POST ${latencies(messages.post)}`,
    ],
    [
      "delivery to the receiver's socket",
      `${latencies(messages.delivery)} (target p99 ≤ ${DELIVERY_P99_TARGET_MS} ms) ${verdict(p99Met)}`,
    ],
    [
      "  of which: messaging took it → receiver's socket",
      `${latencies(messages.fromServer)} (the message's createdAt; the rest is the gateway and the client)`,
    ],
    [
      "CPU per accepted message (services' /metrics)",
      `messaging ${perMessage(figures.cpuSeconds.messaging)}, notifications ` +
        `${perMessage(figures.cpuSeconds.notifications)} (at ${figures.rate}/s ` +
        `${figures.cores} cores leave ${((figures.cores * 1000) / figures.rate).toFixed(1)} ms ` +
        'a message for every process together)',
    ],
    [
      "'New Message' notifications behind at the end",
      `${figures.notificationsBehind} of ${messages.accepted} messages`,
    ],
    [
      'messages lost',
      `${messages.lost} of ${messages.accepted} (target 0) ${verdict(messages.lost === 0)}`,
    ],
  ];
  if (idle) {
    rows.push([
      `idle signed-in tab on the hub, ${idle.seconds} s`,
      idle.failure
        ? `not measured: ${idle.failure}`
        : `${idle.requests.length} HTTP requests (target 0) ${verdict(idle.requests.length === 0)}`,
    ]);
  }
  const width = Math.max(...rows.map(([name]) => name.length));
  const lines = [
    'realtime (issue 9), everything through the gateway',
    ...rows.map(([name, value]) => `  ${name.padEnd(width)}  ${value}`),
    ...(idle?.requests.map((request) => `    ${request}`) ?? []),
    ...messages.failures.map((failure) => `    failed send: ${failure}`),
  ];

  const missed: string[] = [];
  if (!p99Met) {
    missed.push(`realtime delivery p99 ${messages.delivery.p99} ms > ${DELIVERY_P99_TARGET_MS} ms`);
  }
  if (messages.lost > 0) missed.push(`realtime: ${messages.lost} direct messages lost`);
  if (messages.failed > 0) missed.push(`realtime: ${messages.failed} direct messages refused`);
  if (figures.socketsClosedEarly > 0) {
    missed.push(`realtime: the server closed ${figures.socketsClosedEarly} sockets`);
  }
  if (idle?.failure) missed.push(`realtime: the idle tab was not measured (${idle.failure})`);
  if (idle && idle.requests.length > 0) {
    missed.push(
      `realtime: an idle signed-in tab made ${idle.requests.length} requests in ${idle.seconds} s`,
    );
  }
  return { report: lines.join('\n'), missed };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
const latencies = (l: LatencySummary) =>
  `p50 ${l.p50} ms, p95 ${l.p95} ms, p99 ${l.p99} ms, max ${l.max} ms`;
