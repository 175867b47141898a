import { BSON, ObjectId } from 'bson';
import { update as mingoUpdate } from 'mingo/updater';
import { Aggregator } from './mingo';
import type { Doc } from '../bson/doc-utils';
import { cloneDoc, isPlainObject, withIdFirst } from '../bson/doc-utils';
import { encodeKey } from '../bson/key-encoder';
import { MongoError } from '../errors/mongo-error';
import { equalitySeed } from './equality-seed';

export type UpdateSpec = Doc | Doc[];

export interface UpdateOutcome {
  doc: Doc;
  modified: boolean;
}

const SUPPORTED_MODIFIERS = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$rename',
  '$push',
  '$pull',
  '$pullAll',
  '$addToSet',
  '$pop',
  '$bit',
  '$currentDate',
  '$setOnInsert',
]);

/**
 * Applies an update (operators, replacement or pipeline) to a copy of a stored document; the
 * semantics are mingo's. The stored document is never touched.
 */
export class UpdateApplier {
  static isOperatorUpdate(spec: UpdateSpec): boolean {
    return !Array.isArray(spec) && Object.keys(spec).some((k) => k.startsWith('$'));
  }

  static validate(spec: UpdateSpec): void {
    if (Array.isArray(spec)) return;
    const keys = Object.keys(spec);
    const operators = keys.filter((k) => k.startsWith('$'));
    if (operators.length > 0 && operators.length !== keys.length) {
      throw new MongoError(
        9,
        'FailedToParse',
        'Update document contains both operators and plain fields; use one or the other',
      );
    }
    for (const op of operators) {
      if (!SUPPORTED_MODIFIERS.has(op)) {
        throw new MongoError(
          9,
          'FailedToParse',
          `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`,
        );
      }
    }
  }

  /** Update of an existing document. */
  static apply(doc: Doc, spec: UpdateSpec, filter: Doc, arrayFilters?: Doc[]): UpdateOutcome {
    UpdateApplier.validate(spec);
    if (Array.isArray(spec)) return UpdateApplier.pipeline(doc, spec);
    if (!UpdateApplier.isOperatorUpdate(spec)) {
      if ('_id' in spec && encodeKey(spec._id) !== encodeKey(doc._id)) throw immutableId();
      const replaced = withIdFirst(spec, doc._id);
      return { doc: replaced, modified: !sameBytes(replaced, doc) };
    }
    const modifiers: Doc = { ...spec };
    delete modifiers.$setOnInsert;
    const setId = takeId(modifiers, '$set');
    if (setId.present && encodeKey(setId.value) !== encodeKey(doc._id)) throw immutableId();
    return UpdateApplier.operators(doc, modifiers, filter, arrayFilters);
  }

  /** The document an upsert inserts when nothing matched. */
  static upsertDocument(filter: Doc, spec: UpdateSpec, arrayFilters?: Doc[]): Doc {
    UpdateApplier.validate(spec);
    const seed = equalitySeed(filter);
    if (Array.isArray(spec)) {
      const { doc } = UpdateApplier.pipeline(seed, spec);
      return withIdFirst(doc, doc._id ?? seed._id ?? new ObjectId());
    }
    if (!UpdateApplier.isOperatorUpdate(spec)) {
      const id = '_id' in spec ? spec._id : (seed._id ?? new ObjectId());
      return withIdFirst(spec, id);
    }
    const modifiers: Doc = { ...spec };
    // mingo refuses any write to `_id`; mongod lets $set / $setOnInsert give the inserted
    // document its `_id` as long as it agrees with the filter's.
    for (const operator of ['$setOnInsert', '$set']) {
      const id = takeId(modifiers, operator);
      if (!id.present) continue;
      if ('_id' in seed && encodeKey(seed._id) !== encodeKey(id.value)) throw immutableId();
      seed._id = id.value;
    }
    if (isPlainObject(modifiers.$setOnInsert)) {
      modifiers.$set = {
        ...(isPlainObject(modifiers.$set) ? modifiers.$set : {}),
        ...modifiers.$setOnInsert,
      };
      delete modifiers.$setOnInsert;
    }
    const hadId = '_id' in seed;
    const { doc } = UpdateApplier.operators(seed, modifiers, {}, arrayFilters, !hadId);
    return withIdFirst(doc, doc._id ?? new ObjectId());
  }

  private static operators(
    doc: Doc,
    modifiers: Doc,
    filter: Doc,
    arrayFilters: Doc[] | undefined,
    idMayChange = false,
  ): UpdateOutcome {
    const copy = cloneDoc(doc);
    // The document already matched; mingo needs the filter only to resolve the positional `$`
    // (compiling and re-running it on every update costs more than the update itself).
    const condition = usesPositional(modifiers) ? filter : {};
    let changed: string[];
    try {
      changed = mingoUpdate(copy, modifiers, arrayFilters, condition, { cloneMode: 'none' });
    } catch (error) {
      throw asBadValue(error);
    }
    if (!idMayChange && encodeKey(copy._id) !== encodeKey(doc._id)) throw immutableId();
    return { doc: changed.length ? copy : doc, modified: changed.length > 0 };
  }

  private static pipeline(doc: Doc, stages: Doc[]): UpdateOutcome {
    let result: Doc[];
    try {
      result = new Aggregator(stages).run([cloneDoc(doc)]) as Doc[];
    } catch (error) {
      throw asBadValue(error);
    }
    const next = result[0] ?? {};
    if ('_id' in doc && encodeKey(next._id) !== encodeKey(doc._id)) throw immutableId();
    const out = withIdFirst(next, doc._id ?? next._id);
    return { doc: out, modified: !sameBytes(out, doc) };
  }
}

/** Removes `_id` from one operator's fields (dropping the operator if it empties). */
function takeId(modifiers: Doc, operator: string): { present: boolean; value?: unknown } {
  const fields = modifiers[operator];
  if (!isPlainObject(fields) || !('_id' in fields)) return { present: false };
  const { _id: value, ...rest } = fields;
  if (Object.keys(rest).length > 0) modifiers[operator] = rest;
  else delete modifiers[operator];
  return { present: true, value };
}

/** Whether an update path has a bare `$` segment (`$[]` / `$[id]` use arrayFilters instead). */
function usesPositional(modifiers: Doc): boolean {
  for (const fields of Object.values(modifiers)) {
    if (!isPlainObject(fields)) continue;
    for (const path of Object.keys(fields)) {
      if (path.split('.').includes('$')) return true;
    }
    // $rename's values are paths too.
    for (const value of Object.values(fields)) {
      if (typeof value === 'string' && value.split('.').includes('$')) return true;
    }
  }
  return false;
}

function immutableId(): MongoError {
  return new MongoError(
    66,
    'ImmutableField',
    "Performing an update on the path '_id' would modify the immutable field '_id'",
  );
}

/** Maps mingo's errors onto the codes mongod uses for the same mistakes. */
export function asBadValue(error: unknown): MongoError {
  if (error instanceof MongoError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes("immutable field '_id'")) return immutableId();
  if (message.includes('would create a conflict')) {
    return new MongoError(40, 'ConflictingUpdateOperators', message.replace(/^u/, 'U'));
  }
  return MongoError.badValue(message);
}

function sameBytes(a: Doc, b: Doc): boolean {
  return Buffer.from(BSON.serialize(a)).equals(BSON.serialize(b));
}
