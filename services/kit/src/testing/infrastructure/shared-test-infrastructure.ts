import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNatsServer } from '../start-nats-server';
import { startTestMongo } from '../start-test-mongo';
import { testNatsAccounts, type TestNatsAccount } from './nats-server-config';

/** Set to the directory of a running shared infrastructure; test suites claim their share of it. */
export const TEST_INFRASTRUCTURE_VARIABLE = 'FILMCOLLAB_TEST_INFRASTRUCTURE';

/** Enough for every suite that runs at once on one machine; a suite gives its account back on stop. */
const DEFAULT_ACCOUNTS = 256;
const DESCRIPTION_FILE = 'infrastructure.json';

export interface SharedInfrastructureDescription {
  mongoUrl: string;
  natsPort: number;
  accounts: TestNatsAccount[];
}

export interface SharedTestInfrastructure {
  /** The value of `FILMCOLLAB_TEST_INFRASTRUCTURE` for the processes that share it. */
  directory: string;
  stop(): Promise<void>;
}

/**
 * One embedded MongoDB (or `MONGO_URL` when set) and one nats-server with isolated accounts, for a
 * whole test run; described in a directory that suites find through `FILMCOLLAB_TEST_INFRASTRUCTURE`.
 */
export async function startSharedTestInfrastructure(
  options: { accounts?: number } = {},
): Promise<SharedTestInfrastructure> {
  const accounts = testNatsAccounts(options.accounts ?? DEFAULT_ACCOUNTS);
  const [mongo, nats] = await Promise.all([
    startTestMongo(process.env.MONGO_URL),
    startNatsServer({ accounts }),
  ]);
  const directory = await mkdtemp(join(tmpdir(), 'filmcollab-test-run-'));
  await mkdir(claimsDirectory(directory));
  const description: SharedInfrastructureDescription = {
    mongoUrl: mongo.url,
    natsPort: nats.port,
    accounts,
  };
  await writeFile(join(directory, DESCRIPTION_FILE), JSON.stringify(description));
  return {
    directory,
    stop: async () => {
      await Promise.all([mongo.stop(), nats.stop()]);
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export async function readSharedInfrastructure(
  directory: string,
): Promise<SharedInfrastructureDescription> {
  return JSON.parse(
    await readFile(join(directory, DESCRIPTION_FILE), 'utf8'),
  ) as SharedInfrastructureDescription;
}

/** One file per claimed account, created exclusively, so parallel suites never share an account. */
export function claimsDirectory(directory: string): string {
  return join(directory, 'claims');
}
