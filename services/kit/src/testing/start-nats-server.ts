import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from './free-port';

export interface TestNatsServer {
  url: string;
  stop(): Promise<void>;
}

const READY = /Server is ready/;
const START_TIMEOUT_MS = 15_000;

/** A `nats-server -js` on a free port with a temporary store, removed on stop. */
export async function startNatsServer(): Promise<TestNatsServer> {
  const storeDir = await mkdtemp(join(tmpdir(), 'filmcollab-nats-'));
  for (let attempt = 1; ; attempt++) {
    const port = await findFreePort();
    try {
      return await spawnNats(port, storeDir);
    } catch (error) {
      if (attempt >= 3) {
        await rm(storeDir, { recursive: true, force: true });
        throw error;
      }
    }
  }
}

function spawnNats(port: number, storeDir: string): Promise<TestNatsServer> {
  const child = spawn(
    'nats-server',
    ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
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
    await rm(storeDir, { recursive: true, force: true });
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
        resolve({ url: `nats://127.0.0.1:${port}`, stop });
      }
    });
  });
}
