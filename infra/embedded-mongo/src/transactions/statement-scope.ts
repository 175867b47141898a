import type { Doc } from '../bson/doc-utils';

/**
 * The collections a command reads or writes: named ones, every collection of its database, or
 * anything on the server (what the coordinator cannot narrow down).
 */
export type StatementScope =
  | { kind: 'collections'; db: string; names: string[] }
  | { kind: 'database'; db: string }
  | { kind: 'server' };

/** Commands whose first field names the one collection they touch. */
const ONE_COLLECTION = new Set([
  'find',
  'insert',
  'update',
  'delete',
  'findAndModify',
  'findandmodify',
  'count',
  'distinct',
  'listIndexes',
  'create',
  'createIndexes',
  'drop',
  'dropIndexes',
  'collMod',
]);

/** Pipeline stages that read or write another collection than the aggregated one. */
const OTHER_COLLECTION_STAGES = new Set(['$lookup', '$unionWith', '$graphLookup', '$out', '$merge']);

export function statementScope(name: string, body: Doc, db: string): StatementScope {
  const target = body[name];
  if (ONE_COLLECTION.has(name) && typeof target === 'string') {
    return { kind: 'collections', db, names: [target] };
  }
  if (name === 'getMore' && typeof body.collection === 'string') {
    return { kind: 'collections', db, names: [body.collection] };
  }
  // Closing cursors touches no data.
  if (name === 'killCursors') return { kind: 'collections', db, names: [] };
  if (name === 'aggregate') {
    if (typeof target !== 'string') return { kind: 'database', db };
    const pipeline = Array.isArray(body.pipeline) ? (body.pipeline as Doc[]) : [];
    const reachesOthers = pipeline.some((stage) =>
      Object.keys(stage ?? {}).some((key) => OTHER_COLLECTION_STAGES.has(key)),
    );
    return reachesOthers ? { kind: 'database', db } : { kind: 'collections', db, names: [target] };
  }
  if (name === 'listCollections' || name === 'dbStats' || name === 'dropDatabase') {
    return { kind: 'database', db };
  }
  return { kind: 'server' };
}
