import { Query } from './mingo';
import type { Doc } from '../bson/doc-utils';
import { isPlainObject } from '../bson/doc-utils';
import { MongoError } from '../errors/mongo-error';
import type { Collection } from '../storage/collection';
import { SortedDocuments } from './document-sort';
import { documentTest, matching } from './document-test';
import { residualFilter } from './residual-filter';
import { asBadValue } from './update-applier';

const MATCH_ALL = new Query({}, {});

export interface FindOptions {
  sort?: Doc;
  projection?: Doc;
  skip?: number;
  limit?: number;
  collation?: Doc;
}

/** Runs a filter over the candidates an index narrowed down. */
export class QueryRunner {
  static find(coll: Collection | undefined, filter: Doc, options: FindOptions = {}): Doc[] {
    assertNoText(filter);
    if (!coll) return [];
    const collation = options.collation as never;
    try {
      const candidates = coll.candidates(filter, !collation);
      const hasProjection = options.projection && Object.keys(options.projection).length > 0;
      const hasSort = options.sort && Object.keys(options.sort).length > 0;
      const exact = !collation && coll.isExactLookup(filter);
      if (exact && !hasProjection && !hasSort && !options.skip) {
        const docs = [...candidates];
        return options.limit ? docs.slice(0, Math.abs(options.limit)) : docs;
      }
      // With a collation mingo's query tests and its cursor sorts; otherwise the documents are
      // tested as the cursor reads them (a limit stops the reading) and it only projects, sorts
      // and pages.
      const query = exact ? MATCH_ALL : collation ? new Query(filter, { collation }) : undefined;
      let matched: Iterable<Doc> = query
        ? candidates
        : matching(candidates, documentTest(residualFilter(coll, filter)));
      if (hasSort && !collation) {
        const docs = [...matched];
        const sorted = SortedDocuments.of(docs, options.sort as Doc);
        if (sorted) {
          let cursor = MATCH_ALL.find<Doc>(sorted, hasProjection ? options.projection : undefined);
          if (options.skip) cursor = cursor.skip(options.skip);
          if (options.limit) cursor = cursor.limit(Math.abs(options.limit));
          return cursor.all();
        }
        matched = docs;
      }
      let cursor = (query ?? MATCH_ALL).find<Doc>(
        matched,
        hasProjection ? options.projection : undefined,
      );
      if (options.sort && Object.keys(options.sort).length > 0) cursor = cursor.sort(options.sort);
      if (options.skip) cursor = cursor.skip(options.skip);
      if (options.limit) cursor = cursor.limit(Math.abs(options.limit));
      return cursor.all();
    } catch (error) {
      throw asBadValue(error);
    }
  }

  static first(
    coll: Collection | undefined,
    filter: Doc,
    sort?: Doc,
    collation?: Doc,
  ): Doc | undefined {
    return QueryRunner.find(coll, filter, { sort, limit: 1, collation })[0];
  }
}

/** `$text` needs a text index, which this server does not have. */
export function assertNoText(filter: unknown): void {
  if (!isPlainObject(filter)) return;
  for (const key of Object.keys(filter)) {
    if (key === '$text') {
      throw new MongoError(
        27,
        'IndexNotFound',
        'text index required for $text query: text indexes and $text are not supported by embedded-mongo (use $regex in development, or a real MongoDB)',
      );
    }
    const value = filter[key];
    if ((key === '$and' || key === '$or' || key === '$nor') && Array.isArray(value)) {
      value.forEach(assertNoText);
    }
  }
}
