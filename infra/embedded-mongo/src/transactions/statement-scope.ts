import type { Doc } from '../bson/doc-utils';
import { encodeKey } from '../bson/key-encoder';

/**
 * How a transaction statement needs a collection: alone (`exclusive`: reads, and writes the
 * coordinator cannot narrow down), beside other inserting transactions (`insert`: new documents
 * only, also an upsert by `_id` that only sets on insert), or beside transactions that change other documents found by the same field (`keyed`:
 * every filter is one equality on `field` and no change touches that field, so documents with
 * other values are never reached).
 */
export type LockMode =
  | { kind: 'exclusive' }
  | { kind: 'insert' }
  | { kind: 'keyed'; field: string; values: string[] };

/**
 * The collections a command reads or writes: named ones, every collection of its database, or
 * anything on the server (what the coordinator cannot narrow down).
 */
export type StatementScope =
  | { kind: 'collections'; db: string; names: string[]; mode: LockMode }
  | { kind: 'database'; db: string }
  | { kind: 'server' };

const EXCLUSIVE: LockMode = { kind: 'exclusive' };

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
    return { kind: 'collections', db, names: [target], mode: lockMode(name, body) };
  }
  if (name === 'getMore' && typeof body.collection === 'string') {
    return { kind: 'collections', db, names: [body.collection], mode: EXCLUSIVE };
  }
  // Closing cursors touches no data.
  if (name === 'killCursors') return { kind: 'collections', db, names: [], mode: EXCLUSIVE };
  if (name === 'aggregate') {
    if (typeof target !== 'string') return { kind: 'database', db };
    const pipeline = Array.isArray(body.pipeline) ? (body.pipeline as Doc[]) : [];
    const reachesOthers = pipeline.some((stage) =>
      Object.keys(stage ?? {}).some((key) => OTHER_COLLECTION_STAGES.has(key)),
    );
    return reachesOthers
      ? { kind: 'database', db }
      : { kind: 'collections', db, names: [target], mode: EXCLUSIVE };
  }
  if (name === 'listCollections' || name === 'dbStats' || name === 'dropDatabase') {
    return { kind: 'database', db };
  }
  return { kind: 'server' };
}

function lockMode(name: string, body: Doc): LockMode {
  if (name === 'insert') return { kind: 'insert' };
  let changes: { filter: unknown; update?: unknown }[];
  if (name === 'update' && Array.isArray(body.updates) && body.updates.every(insertsIfAbsent)) {
    return { kind: 'insert' };
  }
  if (name === 'update' && Array.isArray(body.updates)) {
    changes = (body.updates as Doc[]).map((u) => ({ filter: u?.q, update: u?.u }));
  } else if (name === 'delete' && Array.isArray(body.deletes)) {
    changes = (body.deletes as Doc[]).map((d) => ({ filter: d?.q }));
  } else if (name === 'findAndModify' || name === 'findandmodify') {
    changes = [{ filter: body.query, update: body.remove === true ? undefined : body.update }];
  } else {
    return EXCLUSIVE;
  }
  let field: string | undefined;
  const values: string[] = [];
  for (const { filter, update } of changes) {
    const equality = singleEquality(filter);
    if (!equality || (field !== undefined && equality.field !== field)) return EXCLUSIVE;
    if (update !== undefined && !leavesFieldAlone(update, equality.field)) return EXCLUSIVE;
    field = equality.field;
    values.push(encodeKey(equality.value));
  }
  return field === undefined ? EXCLUSIVE : { kind: 'keyed', field, values };
}

/**
 * `{ q: { _id: v }, u: { $setOnInsert: … }, upsert: true }` (how an outbox stores an event
 * once): it inserts a new document or changes nothing, like an insert.
 */
function insertsIfAbsent(update: unknown): boolean {
  if (!isPlainDoc(update) || update.upsert !== true || !isPlainDoc(update.u)) return false;
  const equality = singleEquality(update.q);
  const operators = Object.keys(update.u);
  return equality?.field === '_id' && operators.length === 1 && operators[0] === '$setOnInsert';
}

/** `{ field: scalar }`: one top-level equality on a value without operators. */
function singleEquality(filter: unknown): { field: string; value: unknown } | undefined {
  if (!isPlainDoc(filter)) return undefined;
  const keys = Object.keys(filter);
  if (keys.length !== 1 || keys[0].startsWith('$') || keys[0].includes('.')) return undefined;
  const value = filter[keys[0]];
  const scalar =
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value instanceof Date ||
    (value !== null && typeof value === 'object' && '_bsontype' in value);
  return scalar ? { field: keys[0], value } : undefined;
}

/** An update of `$` operators none of which names `field` (or a path through it). */
function leavesFieldAlone(update: unknown, field: string): boolean {
  if (!isPlainDoc(update)) return false; // a pipeline
  const operators = Object.keys(update);
  if (operators.length === 0 || operators.some((op) => !op.startsWith('$'))) return false;
  const touches = (path: string) =>
    path === field || path.startsWith(`${field}.`) || field.startsWith(`${path}.`);
  for (const op of operators) {
    const fields = update[op];
    if (!isPlainDoc(fields)) return false;
    for (const [path, value] of Object.entries(fields)) {
      if (touches(path)) return false;
      if (op === '$rename' && typeof value === 'string' && touches(value)) return false;
    }
  }
  return true;
}

function isPlainDoc(value: unknown): value is Doc {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    !('_bsontype' in value) &&
    !(value instanceof Date)
  );
}
