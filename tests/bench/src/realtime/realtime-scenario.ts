import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { DirectMessageSentEvent } from '@filmcollab/contracts';
import {
  closeBenchUsers,
  prepareBenchUsers,
  refreshBenchUsers,
  saveBenchSessions,
} from './bench-users';
import { connectPairs } from './connected-pairs';
import { DirectMessageLoad } from './direct-message-load';
import { watchIdleTab } from './idle-tab';
import type { RealtimeBenchConfig } from './realtime-bench-config';
import { realtimeReport, type RealtimeReport } from './realtime-report';
import { consumerBacklog, cpuSeconds, residentMemory } from './service-process';
import { SocketFleet } from './socket-fleet';

const PAIRS_TIMEOUT_MS = 2 * 60 * 1000;
/** How long a message may still arrive after the last send before it counts as lost. */
const SETTLE_MS = 10_000;

/** How long the scenario waits for an earlier run's notifications before it starts anyway. */
const CATCH_UP_MS = 5 * 60 * 1000;

/** Direct messages notifications has not yet turned into 'New Message' notifications. */
function notificationsBehind(notificationsUrl: string): Promise<number> {
  return consumerBacklog(notificationsUrl, DirectMessageSentEvent.subject);
}

async function untilNotificationsCaughtUp(notificationsUrl: string): Promise<void> {
  const deadline = Date.now() + CATCH_UP_MS;
  let behind = await notificationsBehind(notificationsUrl);
  if (behind > 0) console.log(`  waiting for ${behind} notifications of an earlier run …`);
  while (behind > 0 && Date.now() < deadline) {
    await sleep(1000);
    behind = await notificationsBehind(notificationsUrl);
  }
}

/**
 * Issue 9's realtime scenario: users (one client address each; those of an earlier run on the same
 * stack are reused, the others signed up) connect in pairs, open one
 * socket each through the gateway, and send direct messages at a fixed rate through messaging's
 * API; then an idle signed-in tab on the hub is watched for requests.
 */
export async function runRealtimeScenario(
  config: RealtimeBenchConfig,
  gatewayUrl: string,
  idleAccount: { email: string; password: string },
): Promise<RealtimeReport> {
  const runId = randomUUID().slice(0, 8);
  console.log(`  preparing ${config.users} users (reused, else sign-up, e-mail link, sign-in) …`);
  const { users, preparation } = await prepareBenchUsers(
    gatewayUrl,
    config.maildevUrl,
    config.users,
    config.accounts,
    config.sessionsFile,
  );
  try {
    console.log('  connecting them in pairs …');
    const pairs = await connectPairs(gatewayUrl, users, PAIRS_TIMEOUT_MS);
    await refreshBenchUsers(gatewayUrl, users);
    await saveBenchSessions(config.sessionsFile, users);

    console.log(
      `  opening ${users.length} sockets, then ${config.rate} messages/s for ${config.durationSeconds} s …`,
    );
    const load = new DirectMessageLoad(gatewayUrl, runId);
    const rssBeforeBytes = await residentMemory(config.notificationsUrl);
    const connectStarted = performance.now();
    const fleet = await SocketFleet.open(gatewayUrl, users, load.onMessage);
    const connectMs = performance.now() - connectStarted;
    const rssAfterBytes = await residentMemory(config.notificationsUrl);
    // An earlier run's notifications still being made would load this run's machine.
    await untilNotificationsCaughtUp(config.notificationsUrl);
    const services = [config.messagingUrl, config.notificationsUrl];
    let cpuBefore: number[];
    let cpuAfter: number[];
    let behindAtEnd: number;
    try {
      cpuBefore = await Promise.all(services.map(cpuSeconds));
      await load.run(pairs, config.rate, config.durationSeconds);
      await load.settle(SETTLE_MS);
      cpuAfter = await Promise.all(services.map(cpuSeconds));
      behindAtEnd = await notificationsBehind(config.notificationsUrl);
    } finally {
      fleet.close();
    }

    let idle = null;
    if (config.idleSeconds > 0) {
      console.log(`  watching an idle signed-in tab for ${config.idleSeconds} s …`);
      idle = await watchIdleTab(gatewayUrl, idleAccount, config.idleSeconds);
    }
    return realtimeReport({
      users: users.length,
      preparation,
      pairs: pairs.length,
      sockets: fleet.size,
      connectMs,
      socketsClosedEarly: fleet.closedEarly,
      rssBeforeBytes,
      rssAfterBytes,
      rate: config.rate,
      messages: load.result(),
      cores: availableParallelism(),
      cpuSeconds: {
        messaging: cpuAfter[0] - cpuBefore[0],
        notifications: cpuAfter[1] - cpuBefore[1],
      },
      notificationsBehind: behindAtEnd,
      idle,
    });
  } finally {
    await closeBenchUsers(users);
  }
}
