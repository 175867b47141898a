import { documentTest, matching } from '../query/document-test';
import { Aggregator } from '../query/mingo';
import type { Doc } from '../bson/doc-utils';
import { cloneDoc, isPlainObject, pathValues } from '../bson/doc-utils';
import { encodeKey } from '../bson/key-encoder';
import { MongoError } from '../errors/mongo-error';
import { LazyDocuments } from '../query/lazy-documents';
import { runReadOnly, unionWithSpec } from '../query/read-only-pipeline';
import { assertNoText, QueryRunner } from '../query/query-runner';
import { residualFilter } from '../query/residual-filter';
import { asBadValue } from '../query/update-applier';
import type { CommandContext, CommandHandler, CommandRequest } from './command-context';
import {
  aggregateSchema,
  countSchema,
  distinctSchema,
  findSchema,
  getMoreSchema,
  killCursorsSchema,
} from './command-schemas';
import type { Collection } from '../storage/collection';
import { parseCommand } from './parse-command';

/** Stages that never modify their input documents, so stored documents can be passed uncopied. */
const NON_MUTATING_STAGES = new Set([
  '$match',
  '$sort',
  '$skip',
  '$limit',
  '$project',
  '$group',
  '$count',
  '$sortByCount',
  '$lookup',
]);

/**
 * `$addFields` / `$set` build a shallow copy of each document, so they leave their input alone when
 * every field they set is top-level (a dotted path would write into a shared sub-document).
 */
function isShallowAddFields(stage: Doc): boolean {
  const spec = stage.$addFields ?? stage.$set;
  return isPlainObject(spec) && Object.keys(spec).every((field) => !field.includes('.'));
}

/** `$facet` leaves its input alone when every stage of its sub-pipelines does. */
function isReadOnlyFacet(stage: Doc): boolean {
  const spec = stage.$facet;
  return (
    isPlainObject(spec) &&
    Object.values(spec).every((sub) => Array.isArray(sub) && sub.every(isReadOnlyStage))
  );
}

/** `$unionWith` adds another collection's documents; it leaves them alone when its pipeline does. */
function isReadOnlyUnion(stage: Doc): boolean {
  const spec = unionWithSpec(stage.$unionWith);
  return spec !== undefined && spec.pipeline.every(isReadOnlyStage);
}

function isReadOnlyStage(stage: Doc): boolean {
  const name = Object.keys(stage)[0] ?? '';
  return (
    NON_MUTATING_STAGES.has(name) ||
    isShallowAddFields(stage) ||
    isReadOnlyFacet(stage) ||
    isReadOnlyUnion(stage)
  );
}

const UNSUPPORTED_STAGES = new Set(['$out', '$merge', '$search', '$geoNear', '$changeStream']);

export class ReadCommands {
  constructor(private readonly context: CommandContext) {}

  handlers(): Record<string, CommandHandler> {
    return {
      find: (r) => this.find(r),
      getMore: (r) => this.getMore(r),
      killCursors: (r) => this.killCursors(r),
      aggregate: (r) => this.aggregate(r),
      count: (r) => this.count(r),
      distinct: (r) => this.distinct(r),
    };
  }

  private find({ body, db }: CommandRequest): Doc {
    const cmd = parseCommand(findSchema, body, 'find');
    const coll = this.context.engine.collection(db, cmd.find);
    const limit = cmd.limit ?? 0;
    const docs = QueryRunner.find(coll, cmd.filter ?? {}, {
      sort: cmd.sort,
      projection: cmd.projection,
      skip: cmd.skip,
      limit,
      collation: cmd.collation,
    });
    const singleBatch = cmd.singleBatch === true || limit < 0;
    let batchSize = cmd.batchSize;
    if (limit !== 0 && (batchSize === undefined || batchSize > Math.abs(limit))) {
      batchSize = Math.abs(limit);
    }
    return this.context.cursors.open(`${db}.${cmd.find}`, docs, batchSize, singleBatch);
  }

  private getMore({ body, db }: CommandRequest): Doc {
    const cmd = parseCommand(getMoreSchema, body, 'getMore');
    return this.context.cursors.getMore(cmd.getMore, cmd.collection, db, cmd.batchSize);
  }

  private killCursors({ body }: CommandRequest): Doc {
    const cmd = parseCommand(killCursorsSchema, body, 'killCursors');
    return this.context.cursors.kill(cmd.cursors);
  }

  private aggregate({ body, db }: CommandRequest): Doc {
    const cmd = parseCommand(aggregateSchema, body, 'aggregate');
    if (cmd.aggregate === 1) {
      throw new MongoError(
        115,
        'CommandNotSupported',
        'database-level aggregation (aggregate: 1) is not supported by embedded-mongo',
      );
    }
    if (cmd.explain) {
      throw new MongoError(
        115,
        'CommandNotSupported',
        'explain is not supported by embedded-mongo',
      );
    }
    const stageNames = cmd.pipeline.map((stage) => Object.keys(stage)[0] ?? '');
    for (const name of stageNames) {
      if (UNSUPPORTED_STAGES.has(name)) {
        throw new MongoError(
          115,
          'CommandNotSupported',
          `${name} is not supported by embedded-mongo`,
        );
      }
    }
    const docs = this.runPipeline(db, cmd.aggregate, cmd.pipeline, cmd.collation);
    return this.context.cursors.open(`${db}.${cmd.aggregate}`, docs, cmd.cursor?.batchSize);
  }

  /** A pipeline over one collection's documents: the aggregate command's and each `$unionWith`'s. */
  private runPipeline(db: string, collection: string, stages: Doc[], collation?: Doc): Doc[] {
    const coll = this.context.engine.collection(db, collection);
    const first = stages[0];
    const firstMatch = first && isPlainObject(first.$match) ? first.$match : undefined;
    if (firstMatch) assertNoText(firstMatch);
    // A leading $match runs here over the index candidates, so only the documents it keeps enter
    // the pipeline (and only those are copied when a later stage would modify its input).
    const matchedHere = firstMatch !== undefined && !collation;
    let pipeline = matchedHere ? stages.slice(1) : stages;
    const mutating = !pipeline.every(isReadOnlyStage);
    // A read-only match-then-sort that an ordered index gives in order reads only what it keeps.
    const ordered =
      coll && firstMatch && matchedHere && !mutating && isPlainObject(pipeline[0]?.$sort)
        ? this.orderedInput(coll, firstMatch, pipeline[0].$sort)
        : undefined;
    if (ordered) pipeline = pipeline.slice(1);
    const input =
      ordered ?? (coll ? this.pipelineInput(coll, firstMatch, matchedHere, !collation) : []);
    const resolver = (name: string): Doc[] => {
      const docs = [...(this.context.engine.collection(db, name)?.docs.values() ?? [])];
      return mutating ? docs.map(cloneDoc) : docs;
    };
    const options = {
      collectionResolver: resolver,
      processingMode: mutating ? 1 : 0,
      ...(collation ? { collation: collation as never } : {}),
    };
    try {
      return mutating
        ? (new Aggregator(pipeline, options).run(input) as Doc[])
        : runReadOnly(pipeline, input, options, (union) =>
            this.runPipeline(db, union.coll, union.pipeline, collation),
          );
    } catch (error) {
      throw asBadValue(error);
    }
  }

  /** The matches of `filter` in the order of `sort`, read lazily, when an ordered index gives it. */
  private orderedInput(coll: Collection, filter: Doc, sort: Doc): LazyDocuments | undefined {
    try {
      const candidates = coll.orderedCandidates(filter, sort);
      return candidates && new LazyDocuments(matches(coll, filter, candidates));
    } catch (error) {
      throw asBadValue(error);
    }
  }

  private pipelineInput(
    coll: Collection,
    firstMatch: Doc | undefined,
    matchedHere: boolean,
    useIndexes: boolean,
  ): Doc[] {
    const candidates = coll.candidates(firstMatch ?? {}, useIndexes);
    if (!matchedHere || !firstMatch) return [...candidates];
    try {
      if (coll.isExactLookup(firstMatch)) return [...candidates];
      return [...matches(coll, firstMatch, candidates)];
    } catch (error) {
      throw asBadValue(error);
    }
  }

  private count({ body, db }: CommandRequest): Doc {
    const cmd = parseCommand(countSchema, body, 'count');
    const coll = this.context.engine.collection(db, cmd.count);
    const filter = cmd.query ?? {};
    let n: number;
    if (!coll) n = 0;
    else if (Object.keys(filter).length === 0) n = coll.docs.size;
    else n = QueryRunner.find(coll, filter).length;
    n = Math.max(0, n - (cmd.skip ?? 0));
    if (cmd.limit) n = Math.min(n, Math.abs(cmd.limit));
    return { n, ok: 1 };
  }

  private distinct({ body, db }: CommandRequest): Doc {
    const cmd = parseCommand(distinctSchema, body, 'distinct');
    const coll = this.context.engine.collection(db, cmd.distinct);
    const values = new Map<string, unknown>();
    for (const doc of QueryRunner.find(coll, cmd.query ?? {})) {
      for (const value of pathValues(doc, cmd.key)) {
        if (value !== undefined) values.set(encodeKey(value), value);
      }
    }
    return { values: [...values.values()], ok: 1 };
  }
}

/** The index candidates of `filter` that match it, tested as they are read. */
function matches(coll: Collection, filter: Doc, candidates: Iterable<Doc>): Iterable<Doc> {
  const residual = residualFilter(coll, filter);
  // Every condition was an index lookup: the candidates are the matches.
  if (Object.keys(residual).length === 0) return candidates;
  return matching(candidates, documentTest(residual));
}
