import type { Doc } from '../bson/doc-utils';
import { MongoError } from '../errors/mongo-error';
import { AdminCommands } from './admin-commands';
import { CatalogCommands } from './catalog-commands';
import type { CommandContext, CommandHandler, ConnectionInfo } from './command-context';
import { ReadCommands } from './read-commands';
import { WriteCommands } from './write-commands';

const TRANSACTION_COMMANDS = new Set(['commitTransaction', 'abortTransaction']);

/** Finds the handler for a command document and turns failures into MongoDB error replies. */
export class CommandRouter {
  private readonly handlers: Record<string, CommandHandler>;

  constructor(context: CommandContext) {
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
      if (
        TRANSACTION_COMMANDS.has(name) ||
        body.startTransaction === true ||
        body.autocommit === false
      ) {
        throw new MongoError(
          20,
          'IllegalOperation',
          'Transaction numbers are only allowed on a replica set member or mongos: transactions are not supported by a standalone server (embedded-mongo)',
        );
      }
      const handler = Object.hasOwn(this.handlers, name) ? this.handlers[name] : undefined;
      if (!handler) {
        throw new MongoError(
          59,
          'CommandNotFound',
          `no such command: '${name}' (not supported by embedded-mongo)`,
        );
      }
      return await handler({ name, body, db, connection });
    } catch (error) {
      if (error instanceof MongoError) return error.toReply();
      const message = error instanceof Error ? error.message : String(error);
      return { ok: 0, errmsg: message, code: 1, codeName: 'InternalError' };
    }
  }
}
