import { randomUUID } from 'node:crypto';
import { open, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { natsServerOptions } from '../../nats/nats-server-options';
import type { TestNatsAccount } from './nats-server-config';
import {
  claimsDirectory,
  readSharedInfrastructure,
  startSharedTestInfrastructure,
  TEST_INFRASTRUCTURE_VARIABLE,
} from './shared-test-infrastructure';

export interface TestInfrastructure {
  mongoUrl: string;
  /** A database of this suite's own on the shared server. */
  mongoDb: string;
  /** This suite's own NATS account: its subjects, streams and consumers are invisible to others. */
  natsUrl: string;
  stop(): Promise<void>;
}

/**
 * This suite's share of the run's infrastructure (see `startSharedTestInfrastructure`): its own
 * database name and a free NATS account, emptied of streams a previous suite left. Without a
 * shared infrastructure (a single spec run outside the jest preset) it starts a private one.
 */
export async function startTestInfrastructure(): Promise<TestInfrastructure> {
  const shared = process.env[TEST_INFRASTRUCTURE_VARIABLE];
  if (shared) return claim(shared);
  const own = await startSharedTestInfrastructure({ accounts: 1 });
  try {
    const claimed = await claim(own.directory);
    return {
      ...claimed,
      stop: async () => {
        await claimed.stop();
        await own.stop();
      },
    };
  } catch (error) {
    await own.stop();
    throw error;
  }
}

async function claim(directory: string): Promise<TestInfrastructure> {
  const { mongoUrl, natsPort, accounts } = await readSharedInfrastructure(directory);
  const { account, release } = await claimAccount(directory, accounts);
  try {
    const natsUrl = `nats://${encodeURIComponent(account.user)}:${encodeURIComponent(account.password)}@127.0.0.1:${natsPort}`;
    await deleteStreams(natsUrl);
    return {
      mongoUrl,
      mongoDb: `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`,
      natsUrl,
      stop: release,
    };
  } catch (error) {
    await release();
    throw error;
  }
}

async function claimAccount(
  directory: string,
  accounts: TestNatsAccount[],
): Promise<{ account: TestNatsAccount; release: () => Promise<void> }> {
  for (const account of accounts) {
    const file = join(claimsDirectory(directory), account.user);
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return { account, release: () => unlink(file).catch(() => undefined) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`all ${accounts.length} NATS test accounts are in use (${directory})`);
}

/** Streams (and with them consumers and de-duplication windows) of the account's previous suite. */
async function deleteStreams(natsUrl: string): Promise<void> {
  const connection = await connect(natsServerOptions(natsUrl));
  try {
    const jsm = await jetstreamManager(connection);
    const names: string[] = [];
    for await (const name of jsm.streams.names()) names.push(name);
    await Promise.all(names.map((name) => jsm.streams.delete(name)));
  } finally {
    await connection.close();
  }
}
