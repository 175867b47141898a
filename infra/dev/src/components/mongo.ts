import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { tcpCheck } from '../health';
import type { ManagedProcess } from '../process/managed-process';
import type { Component, Endpoint, StackContext } from './component';
import { launch } from './process-launcher';

const packageJsonSchema = z.object({
  bin: z.union([z.string(), z.record(z.string(), z.string())]),
});

/** The embedded-mongo executable, from infra/embedded-mongo's package.json `bin`. */
export function embeddedMongoBin(repoRoot: string): string {
  const packageDir = path.join(repoRoot, 'infra', 'embedded-mongo');
  const { bin } = packageJsonSchema.parse(
    JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')),
  );
  const relative = typeof bin === 'string' ? bin : (bin['embedded-mongo'] ?? Object.values(bin)[0]);
  return path.join(packageDir, relative);
}

/** The embedded MongoDB-compatible server, persisted under <dataDir>/mongo. */
export class MongoComponent implements Component {
  readonly name = 'mongo';
  private process: ManagedProcess | undefined;

  constructor(private readonly ctx: StackContext) {}

  async start(): Promise<void> {
    const { dataDir, ports, repoRoot } = this.ctx.options;
    const dbPath = path.join(dataDir, 'mongo');
    mkdirSync(dbPath, { recursive: true });
    const bin = embeddedMongoBin(repoRoot);
    this.process = await launch(this.ctx, {
      name: this.name,
      command: process.execPath,
      args: [bin, '--port', String(ports.mongo), '--host', '127.0.0.1', '--dbpath', dbPath],
      requiredFile: { path: bin, hint: 'run `npm run build` first' },
      check: tcpCheck('127.0.0.1', ports.mongo),
      description: `embedded MongoDB on port ${ports.mongo}`,
    });
  }

  async stop(): Promise<void> {
    await this.process?.stop();
  }

  endpoints(): Endpoint[] {
    return [
      { what: 'MongoDB (embedded)', where: `mongodb://127.0.0.1:${this.ctx.options.ports.mongo}` },
    ];
  }
}
