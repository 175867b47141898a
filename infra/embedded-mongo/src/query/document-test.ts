import type { Doc } from '../bson/doc-utils';
import { compileFastFilter } from './fast-filter';
import { Query } from './mingo';

export interface DocumentTest {
  test(doc: Doc): boolean;
}

/**
 * The test of a filter applied without a collation: `compileFastFilter`'s when the filter is made
 * of what it compiles, mingo's query otherwise (with `options`).
 */
export function documentTest(filter: Doc, options: Doc = {}): DocumentTest {
  const fast = compileFastFilter(filter);
  return fast ? { test: fast } : new Query(filter, options);
}

/** The documents the test accepts, tested as they are read. */
export function* matching(docs: Iterable<Doc>, filter: DocumentTest): Generator<Doc> {
  for (const doc of docs) if (filter.test(doc)) yield doc;
}
