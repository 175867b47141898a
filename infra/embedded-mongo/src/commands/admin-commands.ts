import type { Doc } from '../bson/doc-utils';
import type { CommandContext, CommandHandler, CommandRequest } from './command-context';

export const MAX_MESSAGE_SIZE = 48_000_000;
export const SERVER_VERSION = '7.0.0';

/** Handshake and server-level commands. */
export class AdminCommands {
  constructor(private readonly context: CommandContext) {}

  handlers(): Record<string, CommandHandler> {
    const hello = (r: CommandRequest) => this.hello(r);
    return {
      hello,
      isMaster: hello,
      ismaster: hello,
      ping: () => ({ ok: 1 }),
      buildInfo: () => this.buildInfo(),
      buildinfo: () => this.buildInfo(),
      getParameter: (r) => this.getParameter(r.body),
      serverStatus: () => this.serverStatus(),
      endSessions: () => ({ ok: 1 }),
      whatsmyuri: () => ({ you: '127.0.0.1', ok: 1 }),
    };
  }

  hello(request: CommandRequest): Doc {
    return {
      helloOk: true,
      ismaster: true,
      isWritablePrimary: true,
      maxBsonObjectSize: 16 * 1024 * 1024,
      maxMessageSizeBytes: MAX_MESSAGE_SIZE,
      maxWriteBatchSize: 100_000,
      localTime: new Date(),
      logicalSessionTimeoutMinutes: 30,
      connectionId: request.connection.id,
      minWireVersion: 0,
      maxWireVersion: 21,
      readOnly: false,
      ok: 1,
    };
  }

  private buildInfo(): Doc {
    return {
      version: SERVER_VERSION,
      gitVersion: 'embedded-mongo',
      versionArray: [7, 0, 0, 0],
      bits: 64,
      debug: false,
      maxBsonObjectSize: 16 * 1024 * 1024,
      storageEngines: ['embedded'],
      ok: 1,
    };
  }

  private getParameter(body: Doc): Doc {
    const known: Doc = {
      featureCompatibilityVersion: { version: '7.0' },
      authenticationMechanisms: [],
      maxBSONDepth: 100,
    };
    if (body.getParameter === '*') return { ...known, ok: 1 };
    const out: Doc = {};
    for (const key of Object.keys(body)) if (key in known) out[key] = known[key];
    return { ...out, ok: 1 };
  }

  private serverStatus(): Doc {
    // Started with --expose-gc (the benchmark does): report live memory rather than garbage.
    const gc = (globalThis as { gc?: () => void }).gc;
    if (gc) gc();
    const memory = process.memoryUsage();
    return {
      host: 'embedded-mongo',
      version: SERVER_VERSION,
      process: 'embedded-mongo',
      pid: process.pid,
      uptime: Math.floor((Date.now() - this.context.startedAt) / 1000),
      uptimeMillis: Date.now() - this.context.startedAt,
      localTime: new Date(),
      mem: {
        bits: 64,
        resident: Math.round(memory.rss / 1024 / 1024),
        residentBytes: memory.rss,
        heapUsedBytes: memory.heapUsed,
        externalBytes: memory.external,
      },
      ok: 1,
    };
  }
}
