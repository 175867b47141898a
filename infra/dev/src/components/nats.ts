import { accessSync, constants, mkdirSync } from 'node:fs';
import path from 'node:path';
import { httpCheck } from '../health';
import type { ManagedProcess } from '../process/managed-process';
import type { Component, Endpoint, StackContext } from './component';
import { launch } from './process-launcher';

/** Debian installs nats-server in /usr/sbin, which is not on a normal user's PATH. */
export function findNatsServer(
  explicit: string | undefined,
  envPath = process.env.PATH ?? '',
): string {
  if (explicit) return explicit;
  const candidates = [
    ...envPath.split(path.delimiter).filter(Boolean),
    '/usr/sbin',
    '/usr/local/sbin',
  ];
  for (const dir of candidates) {
    const file = path.join(dir, 'nats-server');
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  throw new Error(
    'nats-server not found — run infra/dev/ensure-system-deps.sh (apt-get install nats-server)',
  );
}

/** NATS with JetStream, its store under <dataDir>/nats. */
export class NatsComponent implements Component {
  readonly name = 'nats';
  private process: ManagedProcess | undefined;

  constructor(private readonly ctx: StackContext) {}

  async start(): Promise<void> {
    const { dataDir, ports, natsServerBin } = this.ctx.options;
    const storeDir = path.join(dataDir, 'nats');
    mkdirSync(storeDir, { recursive: true });
    this.process = await launch(this.ctx, {
      name: this.name,
      command: findNatsServer(natsServerBin),
      args: [
        '-js',
        '-sd',
        storeDir,
        '-a',
        '127.0.0.1',
        '-p',
        String(ports.nats),
        '-m',
        String(ports.natsMonitor),
      ],
      check: httpCheck(`http://127.0.0.1:${ports.natsMonitor}/healthz`),
      description: `nats-server on port ${ports.nats}`,
    });
  }

  async stop(): Promise<void> {
    await this.process?.stop();
  }

  endpoints(): Endpoint[] {
    const { ports } = this.ctx.options;
    return [
      { what: 'NATS + JetStream', where: `nats://127.0.0.1:${ports.nats}` },
      { what: 'NATS monitoring', where: `http://127.0.0.1:${ports.natsMonitor}` },
    ];
  }
}
