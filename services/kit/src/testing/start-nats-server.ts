import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from './free-port';
import { natsServerConfig, type TestNatsAccount } from './infrastructure/nats-server-config';

export interface NatsServerOptions {
  /** Default: a free port. */
  port?: number;
  /** The JetStream store; default a temporary directory, removed on stop. */
  storeDir?: string;
  /** Isolated accounts (each with JetStream and one user); none: everyone shares the global account. */
  accounts?: TestNatsAccount[];
}

export interface StopNatsOptions {
  /** Keeps the JetStream store, to start a server on it again. */
  keepStore?: boolean;
}

export interface TestNatsServer {
  url: string;
  port: number;
  storeDir: string;
  accounts: TestNatsAccount[];
  stop(options?: StopNatsOptions): Promise<void>;
  /** Stops the server and starts it again on the same port and store (a NATS outage and recovery). */
  restart(): Promise<void>;
}

const READY = /Server is ready/;
const START_TIMEOUT_MS = 15_000;

/** A `nats-server` with JetStream on 127.0.0.1 (a free port unless given) and a temporary store. */
export async function startNatsServer(options: NatsServerOptions = {}): Promise<TestNatsServer> {
  const ownsStore = !options.storeDir;
  const storeDir = options.storeDir ?? (await mkdtemp(join(tmpdir(), 'filmcollab-nats-')));
  const accounts = options.accounts ?? [];
  let started: RunningNats | undefined;
  for (let attempt = 1; !started; attempt++) {
    const port = options.port ?? (await findFreePort());
    try {
      started = await spawnNats({ port, storeDir, accounts });
    } catch (error) {
      // A free port can be taken before nats-server binds it; a given port cannot be retried.
      if (attempt >= 3 || options.port !== undefined) {
        if (ownsStore) await rm(storeDir, { recursive: true, force: true });
        throw error;
      }
    }
  }
  let running: RunningNats | undefined = started;
  const { port } = started;
  return {
    url: `nats://127.0.0.1:${port}`,
    port,
    storeDir,
    accounts,
    stop: async ({ keepStore = false } = {}) => {
      await running?.stop();
      running = undefined;
      if (!keepStore && ownsStore) await rm(storeDir, { recursive: true, force: true });
    },
    restart: async () => {
      await running?.stop();
      running = await spawnNats({ port, storeDir, accounts });
    },
  };
}

interface RunningNats {
  port: number;
  stop(): Promise<void>;
}

async function spawnNats(config: {
  port: number;
  storeDir: string;
  accounts: TestNatsAccount[];
}): Promise<RunningNats> {
  const configFile = join(config.storeDir, 'nats-server.conf');
  await writeFile(configFile, natsServerConfig(config));
  const child = spawn('nats-server', ['-c', configFile], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A test process that exits without calling stop() must not leave the server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async (): Promise<void> => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => fail(new Error(`nats-server did not start in time:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      process.off('exit', killOnExit);
      if (child.exitCode === null) child.kill('SIGKILL');
      reject(error);
    };
    child.once('error', (error) =>
      fail(
        new Error(
          `cannot run nats-server (install the Debian package nats-server): ${error.message}`,
        ),
      ),
    );
    const exitedEarly = (code: number | null) =>
      fail(new Error(`nats-server exited with ${code}:\n${output}`));
    child.once('exit', exitedEarly);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (READY.test(output)) {
        clearTimeout(timer);
        child.off('exit', exitedEarly);
        child.stderr.removeAllListeners('data');
        child.stderr.resume();
        resolve({ port: config.port, stop });
      }
    });
  });
}
