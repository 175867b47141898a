/**
 * `npm run bench:realtime -w services/notifications`: the realtime layer alone, in one process —
 * two notifications replicas on one nats-server (the kit's test infrastructure), `BENCH_SOCKETS`
 * authenticated sockets spread over both, and `BENCH_RATE` deliveries a second for
 * `BENCH_SECONDS`, each from the kit's `RealtimePublisher` to a random pair of users (as a direct
 * message is pushed to its sender and receiver). Prints delivery latency p50/p99/max, frames
 * lost, and memory growth per 1,000 sockets. It measures NATS → replica → socket, not the gateway
 * or the messaging service; the bench client shares the process (and the 2 cores) with the
 * server, so the figures are an upper bound. Issue 9's figures for the whole path (sign-up,
 * gateway, messaging's API, the idle tab) come from `make bench` (`tests/bench/src/realtime`).
 */
import { performance } from 'node:perf_hooks';
import { RealtimePublisher } from '@filmcollab/service-kit';
import { startServiceHarness } from '@filmcollab/service-kit/testing';
import WebSocket from 'ws';
import { AppModule } from '../src/app.module';
import { notificationsService } from '../src/service-definition';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const P99_TARGET_MS = 50;
const ORIGIN = 'http://localhost:8000';

interface Delivery {
  seq: number;
  sentAt: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function openSocket(baseUrl: string, token: string, onDelivery: (d: Delivery) => void) {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/realtime`, { origin: ORIGIN });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => {
      socket.send(JSON.stringify({ type: 'auth', token }));
    });
    socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as { type: string; data: Delivery };
      if (frame.type === 'realtime.ready') resolve();
      else if (frame.type === 'bench.delivery') onDelivery(frame.data);
    });
    socket.once('close', (code) => reject(new Error(`socket closed ${code}`)));
  });
  return socket;
}

async function main(): Promise<number> {
  const harness = await startServiceHarness(AppModule, {
    service: notificationsService,
    env: { LOG_LEVEL: 'silent', WEB_ORIGINS: ORIGIN },
  });
  const replica = await harness.startReplica();
  const sockets: WebSocket[] = [];
  try {
    const latencies: number[] = [];
    let received = 0;
    const onDelivery = (delivery: Delivery) => {
      received++;
      latencies.push(performance.now() - delivery.sentAt);
    };

    const tokens = await Promise.all(
      Array.from({ length: SOCKETS }, (_, i) =>
        harness.issuer.sign(
          { sub: `bench-${i}`, email: `bench-${i}@filmcollab.test`, preferred_username: `b${i}` },
          { expiresIn: SECONDS + 600 },
        ),
      ),
    );
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const connectStart = performance.now();
    for (let start = 0; start < SOCKETS; start += 100) {
      const batch = tokens.slice(start, start + 100).map((token, offset) => {
        const url = (start + offset) % 2 === 0 ? harness.url : replica.url;
        return openSocket(url, token, onDelivery);
      });
      sockets.push(...(await Promise.all(batch)));
    }
    const connectMs = performance.now() - connectStart;
    global.gc?.();
    const rssAfter = process.memoryUsage().rss;

    const publisher = new RealtimePublisher(harness.nats);
    const total = RATE * SECONDS;
    let sent = 0;
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        // Catch up to the schedule: RATE a second, whatever the timer's granularity.
        const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE));
        for (; sent < due; sent++) {
          const a = Math.floor(Math.random() * SOCKETS);
          const b = (a + 1 + Math.floor(Math.random() * (SOCKETS - 1))) % SOCKETS;
          publisher.toUsers([`bench-${a}`, `bench-${b}`], 'bench.delivery', {
            seq: sent,
            sentAt: performance.now(),
          });
        }
        if (sent >= total) {
          clearInterval(timer);
          resolve();
        }
      }, 5);
    });
    await harness.nats.flush();
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const expected = total * 2;
    latencies.sort((x, y) => x - y);
    const p99 = percentile(latencies, 99);
    const rows = [
      ['sockets (2 replicas, one nats-server)', String(SOCKETS)],
      ['connect + auth, all sockets', `${(connectMs / 1000).toFixed(1)} s`],
      ['deliveries (to 2 users each)', `${total} in ${SECONDS} s (${RATE}/s)`],
      ['frames expected / received / lost', `${expected} / ${received} / ${expected - received}`],
      [
        'latency p50 / p99 / max',
        `${percentile(latencies, 50).toFixed(1)} / ${p99.toFixed(1)} / ${latencies.at(-1)?.toFixed(1)} ms`,
      ],
      [
        'memory growth per 1,000 sockets (server and client)',
        `${((((rssAfter - rssBefore) / SOCKETS) * 1000) / 2 ** 20).toFixed(1)} MB`,
      ],
      [
        'target p99 <= 50 ms, 0 lost',
        p99 <= P99_TARGET_MS && received === expected ? 'met' : 'MISSED',
      ],
    ];
    const width = Math.max(...rows.map(([name]) => name.length));
    console.log('\nrealtime fan-out (notifications alone, in-process)');
    for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
    return 0;
  } finally {
    for (const socket of sockets) socket.terminate();
    await harness.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
