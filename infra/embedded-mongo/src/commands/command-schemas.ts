import { z } from 'zod';
import type { Doc } from '../bson/doc-utils';
import { isPlainObject } from '../bson/doc-utils';

/**
 * Commands arrive as BSON documents; these schemas check the fields each handler relies on.
 * A document field is checked to be a document, not rebuilt: BSON keys are always strings, and a
 * record schema would copy every inserted document (and every filter) on the hot path.
 */
const doc = z.custom<Doc>((value) => isPlainObject(value), {
  error: (issue) => `expected a document, received ${kindOf(issue.input)}`,
});

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}
const count = z.number().int().nonnegative();
const collation = doc.optional();

export const findSchema = z.looseObject({
  find: z.string(),
  filter: doc.optional(),
  sort: doc.optional(),
  projection: doc.optional(),
  skip: count.optional(),
  limit: z.number().int().optional(),
  batchSize: count.optional(),
  singleBatch: z.boolean().optional(),
  collation,
});

export const getMoreSchema = z.looseObject({
  getMore: z.unknown(),
  collection: z.string(),
  batchSize: count.optional(),
});

export const killCursorsSchema = z.looseObject({
  killCursors: z.string(),
  cursors: z.array(z.unknown()),
});

export const aggregateSchema = z.looseObject({
  aggregate: z.union([z.string(), z.literal(1)]),
  pipeline: z.array(doc),
  cursor: z.looseObject({ batchSize: count.optional() }).optional(),
  explain: z.boolean().optional(),
  collation,
});

export const countSchema = z.looseObject({
  count: z.string(),
  query: doc.nullish(),
  skip: count.optional(),
  limit: z.number().int().optional(),
});

export const distinctSchema = z.looseObject({
  distinct: z.string(),
  key: z.string(),
  query: doc.nullish(),
});

export const insertSchema = z.looseObject({
  insert: z.string(),
  documents: z.array(doc),
  ordered: z.boolean().optional(),
});

export const updateStatementSchema = z.looseObject({
  q: doc,
  u: z.union([doc, z.array(doc)]),
  upsert: z.boolean().optional(),
  multi: z.boolean().optional(),
  arrayFilters: z.array(doc).optional(),
  collation,
});

export const updateSchema = z.looseObject({
  update: z.string(),
  updates: z.array(z.unknown()),
  ordered: z.boolean().optional(),
});

export const deleteStatementSchema = z.looseObject({
  q: doc,
  limit: z.number().int().min(0).max(1),
  collation,
});

export const deleteSchema = z.looseObject({
  delete: z.string(),
  deletes: z.array(z.unknown()),
  ordered: z.boolean().optional(),
});

export const findAndModifySchema = z.looseObject({
  findAndModify: z.string(),
  query: doc.optional(),
  sort: doc.optional(),
  remove: z.boolean().optional(),
  update: z.union([doc, z.array(doc)]).optional(),
  new: z.boolean().optional(),
  fields: doc.optional(),
  upsert: z.boolean().optional(),
  arrayFilters: z.array(doc).optional(),
  collation,
});

export const createSchema = z.looseObject({ create: z.string() });
export const dropSchema = z.looseObject({ drop: z.string() });

export const listCollectionsSchema = z.looseObject({
  filter: doc.optional(),
  nameOnly: z.boolean().optional(),
  cursor: z.looseObject({ batchSize: count.optional() }).optional(),
});

export const listDatabasesSchema = z.looseObject({
  filter: doc.optional(),
  nameOnly: z.boolean().optional(),
});

export const createIndexesSchema = z.looseObject({
  createIndexes: z.string(),
  indexes: z.array(doc).min(1),
});

export const listIndexesSchema = z.looseObject({
  listIndexes: z.string(),
  cursor: z.looseObject({ batchSize: count.optional() }).optional(),
});

export const dropIndexesSchema = z.looseObject({
  dropIndexes: z.string(),
  index: z.union([z.string(), z.array(z.string()), doc]),
});
