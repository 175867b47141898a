import { ObjectId } from 'bson';
import { Query } from '../query/mingo';
import type { Doc } from '../bson/doc-utils';
import { withIdFirst } from '../bson/doc-utils';
import { encodeKey } from '../bson/key-encoder';
import { MongoError } from '../errors/mongo-error';
import { assertNoText, QueryRunner } from '../query/query-runner';
import { UpdateApplier } from '../query/update-applier';
import { assertValidId } from '../storage/collection';
import type { Collection } from '../storage/collection';
import { assertDocumentSize, MAX_BSON_SIZE } from '../storage/database-engine';
import type { CommandContext, CommandHandler, CommandRequest } from './command-context';
import {
  deleteSchema,
  deleteStatementSchema,
  findAndModifySchema,
  insertSchema,
  updateSchema,
  updateStatementSchema,
} from './command-schemas';
import { parseCommand } from './parse-command';
import { BSON } from 'bson';

/**
 * insert / update / delete / findAndModify. Each document write is applied synchronously (so it
 * is atomic with respect to every other connection); the reply waits until the journal is durable.
 */
export class WriteCommands {
  constructor(private readonly context: CommandContext) {}

  handlers(): Record<string, CommandHandler> {
    return {
      insert: (r) => this.durable(() => this.insert(r)),
      update: (r) => this.durable(() => this.update(r)),
      delete: (r) => this.durable(() => this.delete(r)),
      findAndModify: (r) => this.durable(() => this.findAndModify(r)),
      findandmodify: (r) => this.durable(() => this.findAndModify(r)),
    };
  }

  private async durable(run: () => Doc): Promise<Doc> {
    // A transaction's statement journals nothing (its commit waits for the fsync): it must not
    // wait for the fsync of other sessions' writes while its transaction holds collections.
    if (this.context.engine.runningTransactionStatement) return run();
    try {
      return run();
    } finally {
      await this.context.engine.journal.sync();
    }
  }

  private insert({ body, db }: CommandRequest): Doc {
    const cmd = parseCommand(insertSchema, body, 'insert');
    const engine = this.context.engine;
    const coll = engine.ensureCollection(db, cmd.insert);
    const writeErrors: Doc[] = [];
    let n = 0;
    for (let i = 0; i < cmd.documents.length; i += 1) {
      try {
        const raw = cmd.documents[i];
        // mongod stores _id as the first field whatever the client sent.
        const doc =
          raw._id === undefined
            ? withIdFirst(raw, new ObjectId())
            : Object.keys(raw)[0] === '_id'
              ? raw
              : withIdFirst(raw, raw._id);
        assertValidId(doc._id);
        assertDocumentSize(doc);
        engine.insert(coll, doc);
        n += 1;
      } catch (error) {
        writeErrors.push(toWriteError(error, i));
        if (cmd.ordered !== false) break;
      }
    }
    return withWriteErrors({ n, ok: 1 }, writeErrors);
  }

  private update({ body, db }: CommandRequest): Doc {
    const cmd = parseCommand(updateSchema, body, 'update');
    const engine = this.context.engine;
    const writeErrors: Doc[] = [];
    const upserted: Doc[] = [];
    let n = 0;
    let nModified = 0;
    for (let i = 0; i < cmd.updates.length; i += 1) {
      try {
        const s = parseCommand(updateStatementSchema, cmd.updates[i] as Doc, 'update');
        assertNoText(s.q);
        if (s.multi && !Array.isArray(s.u) && !UpdateApplier.isOperatorUpdate(s.u)) {
          throw new MongoError(
            9,
            'FailedToParse',
            'multi update is not supported for replacement-style update',
          );
        }
        UpdateApplier.validate(s.u);
        const coll = engine.collection(db, cmd.update);
        const matches = s.multi
          ? QueryRunner.find(coll, s.q, { collation: s.collation })
          : QueryRunner.find(coll, s.q, { limit: 1, collation: s.collation });
        if (matches.length === 0) {
          if (s.upsert) {
            const doc = UpdateApplier.upsertDocument(s.q, s.u, s.arrayFilters);
            assertValidId(doc._id);
            assertDocumentSize(doc);
            engine.insert(engine.ensureCollection(db, cmd.update), doc);
            upserted.push({ index: i, _id: doc._id });
            n += 1;
          }
          continue;
        }
        for (const current of matches) {
          n += 1;
          if (this.applyUpdate(coll as Collection, current, s.u, s.q, s.arrayFilters))
            nModified += 1;
        }
      } catch (error) {
        writeErrors.push(toWriteError(error, i));
        if (cmd.ordered !== false) break;
      }
    }
    const reply: Doc = { n, nModified, ok: 1 };
    if (upserted.length) reply.upserted = upserted;
    return withWriteErrors(reply, writeErrors);
  }

  private delete({ body, db }: CommandRequest): Doc {
    const cmd = parseCommand(deleteSchema, body, 'delete');
    const engine = this.context.engine;
    const coll = engine.collection(db, cmd.delete);
    const writeErrors: Doc[] = [];
    let n = 0;
    for (let i = 0; i < cmd.deletes.length; i += 1) {
      try {
        const s = parseCommand(deleteStatementSchema, cmd.deletes[i] as Doc, 'delete');
        const matches = QueryRunner.find(coll, s.q, {
          limit: s.limit === 1 ? 1 : 0,
          collation: s.collation,
        });
        for (const doc of matches) {
          engine.remove(coll as Collection, doc);
          n += 1;
        }
      } catch (error) {
        writeErrors.push(toWriteError(error, i));
        if (cmd.ordered !== false) break;
      }
    }
    return withWriteErrors({ n, ok: 1 }, writeErrors);
  }

  private findAndModify({ body, db }: CommandRequest): Doc {
    const cmd = parseCommand(findAndModifySchema, body, 'findAndModify');
    const engine = this.context.engine;
    const query = cmd.query ?? {};
    const coll = engine.collection(db, cmd.findAndModify);
    const target = QueryRunner.first(coll, query, cmd.sort, cmd.collation);
    const project = (doc: Doc | undefined): Doc | null => {
      if (!doc) return null;
      if (!cmd.fields || Object.keys(cmd.fields).length === 0) return doc;
      return new Query({}).find<Doc>([doc], cmd.fields).all()[0] ?? null;
    };
    if (cmd.remove) {
      if (cmd.update) {
        throw new MongoError(9, 'FailedToParse', 'Cannot specify both an update and remove=true');
      }
      if (target) engine.remove(coll as Collection, target);
      return { lastErrorObject: { n: target ? 1 : 0 }, value: project(target), ok: 1 };
    }
    if (!cmd.update) {
      throw new MongoError(9, 'FailedToParse', 'Either an update or remove=true must be specified');
    }
    UpdateApplier.validate(cmd.update);
    if (target) {
      const after = this.applyUpdate(
        coll as Collection,
        target,
        cmd.update,
        query,
        cmd.arrayFilters,
      );
      const latest = (coll as Collection).get(encodeKey(target._id)) ?? target;
      return {
        lastErrorObject: { n: 1, updatedExisting: true },
        value: project(cmd.new ? (after ? latest : target) : target),
        ok: 1,
      };
    }
    if (!cmd.upsert) {
      return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
    }
    const doc = UpdateApplier.upsertDocument(query, cmd.update, cmd.arrayFilters);
    assertValidId(doc._id);
    assertDocumentSize(doc);
    engine.insert(engine.ensureCollection(db, cmd.findAndModify), doc);
    return {
      lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id },
      value: cmd.new ? project(doc) : null,
      ok: 1,
    };
  }

  /** Returns whether the document changed. */
  private applyUpdate(
    coll: Collection,
    current: Doc,
    spec: Doc | Doc[],
    filter: Doc,
    arrayFilters?: Doc[],
  ): boolean {
    const { doc, modified } = UpdateApplier.apply(current, spec, filter, arrayFilters);
    if (!modified) return false;
    const size = BSON.calculateObjectSize(doc);
    if (size > MAX_BSON_SIZE) {
      throw new MongoError(
        17419,
        'Location17419',
        `Resulting document after update is larger than ${MAX_BSON_SIZE}`,
      );
    }
    this.context.engine.replace(coll, current, doc);
    return true;
  }
}

function toWriteError(error: unknown, index: number): Doc {
  if (error instanceof MongoError) return error.toWriteError(index);
  return { index, code: 2, errmsg: error instanceof Error ? error.message : String(error) };
}

function withWriteErrors(reply: Doc, writeErrors: Doc[]): Doc {
  return writeErrors.length ? { ...reply, writeErrors } : reply;
}
