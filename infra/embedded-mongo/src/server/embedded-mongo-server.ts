import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { CommandRouter } from '../commands/command-router';
import type { ResolvedServerOptions } from '../config/server-options';
import { CursorRegistry } from '../cursors/cursor-registry';
import { DiskStore } from '../persistence/disk-store';
import { DatabaseEngine } from '../storage/database-engine';
import { TransactionCoordinator } from '../transactions/transaction-coordinator';
import { TtlMonitor } from '../ttl/ttl-monitor';
import { ConnectionHandler } from '../wire/connection-handler';

/** The TCP server: one ConnectionHandler per socket over one shared DatabaseEngine. */
export class EmbeddedMongoServer {
  private readonly engine = new DatabaseEngine();
  private readonly cursors = new CursorRegistry();
  private readonly connections = new Set<ConnectionHandler>();
  private readonly server: net.Server;
  private readonly ttl: TtlMonitor;
  private readonly disk?: DiskStore;
  private readonly transactions: TransactionCoordinator;
  private cursorSweep?: NodeJS.Timeout;
  private nextConnectionId = 1;
  private stopping?: Promise<void>;

  constructor(private readonly options: ResolvedServerOptions) {
    const warn = options.warn ?? ((message: string) => console.warn(message));
    this.transactions = new TransactionCoordinator(
      this.engine,
      this.cursors,
      options.transactionLifetimeLimitSeconds * 1000,
      options.transactionLockRequestTimeoutMs,
    );
    const router = new CommandRouter(
      { engine: this.engine, cursors: this.cursors, startedAt: Date.now() },
      this.transactions,
    );
    this.server = net.createServer((socket) => {
      const handler = new ConnectionHandler(socket, this.nextConnectionId++, router, warn);
      this.connections.add(handler);
      socket.on('close', () => this.connections.delete(handler));
    });
    this.ttl = new TtlMonitor(this.engine, options.ttlMonitorIntervalMs);
    if (options.dbPath) {
      this.disk = new DiskStore(options.dbPath, this.engine, {
        compactionBytes: options.compactionBytes,
        warn,
      });
    }
  }

  async start(): Promise<{ host: string; port: number }> {
    await this.disk?.open();
    try {
      await new Promise<void>((resolve, reject) => {
        this.server.once('error', reject);
        this.server.listen(this.options.port, this.options.host, () => {
          this.server.off('error', reject);
          resolve();
        });
      });
    } catch (error) {
      await this.disk?.close();
      throw error;
    }
    this.ttl.start();
    this.cursorSweep = setInterval(() => this.cursors.sweep(), 60_000);
    this.cursorSweep.unref();
    const address = this.server.address() as AddressInfo;
    return { host: this.options.host, port: address.port };
  }

  stop(): Promise<void> {
    this.stopping ??= this.shutdown();
    return this.stopping;
  }

  private async shutdown(): Promise<void> {
    this.ttl.stop();
    if (this.cursorSweep) clearInterval(this.cursorSweep);
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const connection of this.connections) connection.close();
    await closed;
    this.transactions.close();
    await this.engine.journal.sync();
    await this.disk?.close();
    this.cursors.clear();
  }
}
