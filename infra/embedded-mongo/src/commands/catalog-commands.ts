import { Query } from '../query/mingo';
import type { Doc } from '../bson/doc-utils';
import { encodeKey } from '../bson/key-encoder';
import { MongoError } from '../errors/mongo-error';
import { ID_INDEX_NAME } from '../storage/collection';
import type { Collection } from '../storage/collection';
import type { IndexSpec } from '../storage/index-spec';
import { defaultIndexName, indexSpecSchema } from '../storage/index-spec';
import type { CommandContext, CommandHandler, CommandRequest } from './command-context';
import {
  createIndexesSchema,
  createSchema,
  dropIndexesSchema,
  dropSchema,
  listCollectionsSchema,
  listDatabasesSchema,
  listIndexesSchema,
} from './command-schemas';
import { parseCommand } from './parse-command';

const INDEX_OPTIONS_COMPARED = [
  'unique',
  'sparse',
  'expireAfterSeconds',
  'partialFilterExpression',
];

/** Collections, databases and indexes. */
export class CatalogCommands {
  constructor(private readonly context: CommandContext) {}

  handlers(): Record<string, CommandHandler> {
    return {
      create: (r) => this.durable(() => this.create(r)),
      drop: (r) => this.durable(() => this.drop(r)),
      dropDatabase: (r) => this.durable(() => this.dropDatabase(r)),
      listCollections: (r) => this.listCollections(r),
      listDatabases: (r) => this.listDatabases(r),
      createIndexes: (r) => this.durable(() => this.createIndexes(r)),
      listIndexes: (r) => this.listIndexes(r),
      dropIndexes: (r) => this.durable(() => this.dropIndexes(r)),
      deleteIndexes: (r) =>
        this.durable(() =>
          this.dropIndexes({ ...r, body: { ...r.body, dropIndexes: r.body.deleteIndexes } }),
        ),
    };
  }

  private async durable(run: () => Doc): Promise<Doc> {
    try {
      return run();
    } finally {
      await this.context.engine.journal.sync();
    }
  }

  private create({ body, db }: CommandRequest): Doc {
    const cmd = parseCommand(createSchema, body, 'create');
    if (cmd.viewOn || cmd.timeseries || cmd.capped) {
      throw new MongoError(
        115,
        'CommandNotSupported',
        'views, time-series and capped collections are not supported by embedded-mongo',
      );
    }
    const options: Doc = {};
    for (const key of ['validator', 'validationLevel', 'validationAction', 'collation']) {
      if (body[key] !== undefined) options[key] = body[key];
    }
    this.context.engine.createCollection(db, cmd.create, options);
    return { ok: 1 };
  }

  private drop({ body, db }: CommandRequest): Doc {
    const cmd = parseCommand(dropSchema, body, 'drop');
    const coll = this.context.engine.collection(db, cmd.drop);
    if (!coll) return { ok: 1 };
    const nIndexesWas = coll.indexes.size + 1;
    this.context.engine.dropCollection(db, cmd.drop);
    return { nIndexesWas, ns: coll.ns, ok: 1 };
  }

  private dropDatabase({ db }: CommandRequest): Doc {
    this.context.engine.dropDatabase(db);
    return { dropped: db, ok: 1 };
  }

  private listCollections({ body, db }: CommandRequest): Doc {
    const cmd = parseCommand(listCollectionsSchema, body, 'listCollections');
    let entries: Doc[] = this.context.engine.collections(db).map((coll) => ({
      name: coll.name,
      type: 'collection',
      options: coll.options,
      info: { readOnly: false, uuid: coll.uuid },
      idIndex: { v: 2, key: { _id: 1 }, name: ID_INDEX_NAME },
    }));
    if (cmd.filter && Object.keys(cmd.filter).length > 0) {
      entries = new Query(cmd.filter).find<Doc>(entries).all();
    }
    if (cmd.nameOnly) entries = entries.map((e) => ({ name: e.name, type: e.type }));
    return this.context.cursors.open(`${db}.$cmd.listCollections`, entries, cmd.cursor?.batchSize);
  }

  private listDatabases({ body }: CommandRequest): Doc {
    const cmd = parseCommand(listDatabasesSchema, body, 'listDatabases');
    const engine = this.context.engine;
    let databases: Doc[] = engine.databaseNames().map((name) => {
      const sizeOnDisk = engine.collections(name).reduce((sum, c) => sum + c.byteSize(), 0);
      return { name, sizeOnDisk, empty: sizeOnDisk === 0 };
    });
    if (cmd.filter && Object.keys(cmd.filter).length > 0) {
      databases = new Query(cmd.filter).find<Doc>(databases).all();
    }
    if (cmd.nameOnly) return { databases: databases.map((d) => ({ name: d.name })), ok: 1 };
    const totalSize = databases.reduce((sum, d) => sum + Number(d.sizeOnDisk), 0);
    return { databases, totalSize, totalSizeMb: Math.round(totalSize / 1048576), ok: 1 };
  }

  private createIndexes({ body, db }: CommandRequest): Doc {
    const cmd = parseCommand(createIndexesSchema, body, 'createIndexes');
    const engine = this.context.engine;
    const existed = engine.collection(db, cmd.createIndexes);
    const coll = existed ?? engine.ensureCollection(db, cmd.createIndexes);
    const before = coll.indexes.size + 1;
    for (const raw of cmd.indexes) {
      const spec = this.validateIndex(raw);
      if (this.alreadyExists(coll, spec)) continue;
      engine.createIndex(coll, spec);
    }
    const reply: Doc = {
      numIndexesBefore: before,
      numIndexesAfter: coll.indexes.size + 1,
      createdCollectionAutomatically: !existed,
      ok: 1,
    };
    if (before === coll.indexes.size + 1) reply.note = 'all indexes already exist';
    return reply;
  }

  private listIndexes({ body, db }: CommandRequest): Doc {
    const cmd = parseCommand(listIndexesSchema, body, 'listIndexes');
    const coll = this.context.engine.collection(db, cmd.listIndexes);
    if (!coll) {
      throw new MongoError(26, 'NamespaceNotFound', `ns does not exist: ${db}.${cmd.listIndexes}`);
    }
    return this.context.cursors.open(coll.ns, coll.indexSpecs(), cmd.cursor?.batchSize);
  }

  private dropIndexes({ body, db }: CommandRequest): Doc {
    const cmd = parseCommand(dropIndexesSchema, body, 'dropIndexes');
    const engine = this.context.engine;
    const coll = engine.collection(db, cmd.dropIndexes);
    if (!coll) {
      throw new MongoError(26, 'NamespaceNotFound', `ns not found ${db}.${cmd.dropIndexes}`);
    }
    const nIndexesWas = coll.indexes.size + 1;
    let names: string[];
    if (cmd.index === '*') names = [...coll.indexes.keys()];
    else if (typeof cmd.index === 'string') names = [cmd.index];
    else if (Array.isArray(cmd.index)) names = cmd.index;
    else {
      const wanted = encodeKey(cmd.index);
      const match = [...coll.indexes.values()].find((i) => encodeKey(i.spec.key) === wanted);
      if (!match) {
        throw new MongoError(
          27,
          'IndexNotFound',
          `can't find index with key: ${JSON.stringify(cmd.index)}`,
        );
      }
      names = [match.name];
    }
    for (const name of names) {
      if (name === ID_INDEX_NAME) {
        throw new MongoError(72, 'InvalidOptions', 'cannot drop _id index');
      }
      if (!coll.indexes.has(name)) {
        throw new MongoError(27, 'IndexNotFound', `index not found with name [${name}]`);
      }
    }
    for (const name of names) engine.dropIndex(coll, name);
    return { nIndexesWas, ok: 1 };
  }

  private validateIndex(raw: Doc): IndexSpec {
    const key = raw.key;
    const withName =
      raw.name === undefined && key && typeof key === 'object'
        ? { ...raw, name: defaultIndexName(key as Doc) }
        : raw;
    const parsed = indexSpecSchema.safeParse(withName);
    if (!parsed.success) {
      throw new MongoError(
        9,
        'FailedToParse',
        `invalid index specification: ${parsed.error.issues[0]?.message}`,
      );
    }
    const spec = parsed.data;
    const directions = Object.values(spec.key);
    if (directions.length === 0)
      throw new MongoError(67, 'CannotCreateIndex', 'Index keys cannot be empty.');
    if (directions.some((d) => d === 'text')) {
      throw new MongoError(
        67,
        'CannotCreateIndex',
        'text indexes are not supported by embedded-mongo (production MongoDB supports them)',
      );
    }
    if (directions.some((d) => typeof d === 'string' && d !== 'hashed')) {
      throw new MongoError(
        67,
        'CannotCreateIndex',
        `index type ${directions.find((d) => typeof d === 'string')} is not supported by embedded-mongo`,
      );
    }
    const out: IndexSpec = { key: spec.key, name: spec.name };
    if (spec.unique) out.unique = true;
    if (spec.sparse) out.sparse = true;
    if (spec.expireAfterSeconds !== undefined) out.expireAfterSeconds = spec.expireAfterSeconds;
    if (spec.partialFilterExpression) out.partialFilterExpression = spec.partialFilterExpression;
    return out;
  }

  /** True if an identical index exists; MongoDB's conflict errors if the name or key clash. */
  private alreadyExists(coll: Collection, spec: IndexSpec): boolean {
    if (spec.name === ID_INDEX_NAME || encodeKey(spec.key) === encodeKey({ _id: 1 })) return true;
    const sameName = coll.indexes.get(spec.name);
    const sameKey = [...coll.indexes.values()].find(
      (i) => encodeKey(i.spec.key) === encodeKey(spec.key),
    );
    const options = (s: IndexSpec) =>
      encodeKey(INDEX_OPTIONS_COMPARED.map((k) => (s as Doc)[k] ?? null));
    if (sameName) {
      if (encodeKey(sameName.spec.key) !== encodeKey(spec.key)) {
        throw new MongoError(
          86,
          'IndexKeySpecsConflict',
          `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName.spec)}`,
        );
      }
      if (options(sameName.spec) !== options(spec)) {
        throw new MongoError(
          85,
          'IndexOptionsConflict',
          `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName.spec)}`,
        );
      }
      return true;
    }
    if (sameKey && options(sameKey.spec) === options(spec)) {
      throw new MongoError(
        85,
        'IndexOptionsConflict',
        `Index already exists with a different name: ${sameKey.name}`,
      );
    }
    if (sameKey) {
      throw new MongoError(
        86,
        'IndexKeySpecsConflict',
        `An existing index has the same key pattern with different options: ${sameKey.name}`,
      );
    }
    return false;
  }
}
