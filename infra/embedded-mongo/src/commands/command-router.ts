import type { Doc } from '../bson/doc-utils';
import { MongoError } from '../errors/mongo-error';
import { AdminCommands } from './admin-commands';
import { CatalogCommands } from './catalog-commands';
import type { TransactionCoordinator } from '../transactions/transaction-coordinator';
import type { CommandContext, CommandHandler, ConnectionInfo } from './command-context';
import { ReadCommands } from './read-commands';
import { WriteCommands } from './write-commands';

const TRANSACTION_COMMANDS = new Set(['commitTransaction', 'abortTransaction']);

/**
 * Finds the handler for a command document, runs it through the transaction coordinator and turns
 * failures into MongoDB error replies.
 */
export class CommandRouter {
  private readonly handlers: Record<string, CommandHandler>;

  constructor(
    context: CommandContext,
    private readonly transactions: TransactionCoordinator,
  ) {
    this.handlers = {
      ...new AdminCommands(context).handlers(),
      ...new ReadCommands(context).handlers(),
      ...new WriteCommands(context).handlers(),
      ...new CatalogCommands(context).handlers(),
    };
  }

  async run(body: Doc, db: string, connection: ConnectionInfo): Promise<Doc> {
    const name = Object.keys(body)[0] ?? '';
    try {
      const handler = Object.hasOwn(this.handlers, name) ? this.handlers[name] : undefined;
      // commitTransaction and abortTransaction are answered by the coordinator itself.
      if (!handler && !TRANSACTION_COMMANDS.has(name)) {
        throw new MongoError(
          59,
          'CommandNotFound',
          `no such command: '${name}' (not supported by embedded-mongo)`,
        );
      }
      return await this.transactions.execute({ name, body, db, connection }, handler ?? noHandler);
    } catch (error) {
      if (error instanceof MongoError) return error.toReply();
      const message = error instanceof Error ? error.message : String(error);
      return { ok: 0, errmsg: message, code: 1, codeName: 'InternalError' };
    }
  }

  connectionClosed(connection: ConnectionInfo): void {
    this.transactions.connectionClosed(connection.id);
  }
}

function noHandler(): never {
  throw new Error('transaction commands are answered by the transaction coordinator');
}
