import type { Doc } from '../bson/doc-utils';
import { isPlainObject } from '../bson/doc-utils';
import { SortedDocuments } from './document-sort';
import { topLevelExclusions, withoutFields } from './exclusion-projection';
import { LazyDocuments } from './lazy-documents';
import { documentTest, matching } from './document-test';
import { Aggregator } from './mingo';

/**
 * Runs a pipeline that modifies no document over stored documents, reading them only as far as its
 * stages need. Run here rather than by mingo:
 * - `$sort` without a collation: `SortedDocuments`, ordered only as far as the later stages read;
 * - `$match` without a collation, and `$limit`: a `$limit` stops reading (mingo's reads its whole
 *   input, testing every document against the `$match` before it), so a sort, a match and a limit
 *   order and test only the documents up to the last one kept;
 * - `$facet`: mingo's would deep-copy every input document for each of its sub-pipelines;
 * - a `$project` that only removes top-level fields (`withoutFields`);
 * - `$unionWith`, by `readOther`, which runs its pipeline over the other collection's index
 *   candidates as the command's own runs (mingo's would read that whole collection first).
 * Other stages go to mingo, each run of consecutive ones as one pipeline.
 */
export function runReadOnly(
  pipeline: readonly Doc[],
  input: Doc[] | LazyDocuments,
  options: Doc,
  readOther?: (union: UnionWith) => Doc[],
): Doc[] {
  let docs: Iterable<Doc> = input;
  let pending: Doc[] = [];
  const flush = () => {
    if (pending.length) docs = new Aggregator(pending, options).run(docs) as Doc[];
    pending = [];
  };
  /** The documents so far, readable more than once. */
  const settled = (): Doc[] | LazyDocuments => {
    flush();
    if (Array.isArray(docs) || docs instanceof LazyDocuments) return docs;
    return (docs = [...docs]);
  };
  const all = (): Doc[] => {
    const current = settled();
    return Array.isArray(current) ? current : current.all();
  };
  const plain = !options.collation;
  for (const stage of pipeline) {
    if (plain && isPlainObject(stage.$sort)) {
      const sorted = SortedDocuments.of(all(), stage.$sort);
      if (sorted) {
        docs = sorted;
        continue;
      }
    }
    if (plain && isPlainObject(stage.$match)) {
      flush();
      docs = matching(docs, documentTest(stage.$match, options));
      continue;
    }
    if (isPositiveInteger(stage.$limit)) {
      flush();
      docs = firstOf(docs, stage.$limit);
      continue;
    }
    const excluded = topLevelExclusions(stage.$project);
    if (excluded) {
      docs = all().map((doc) => withoutFields(doc, excluded));
      continue;
    }
    if (isPlainObject(stage.$facet)) {
      const facetInput = settled();
      const out: Doc = {};
      for (const [name, sub] of Object.entries(stage.$facet)) {
        out[name] = runReadOnly(sub as Doc[], facetInput, options, readOther);
      }
      docs = [out];
      continue;
    }
    const union = readOther && unionWithSpec(stage.$unionWith);
    if (union) {
      docs = [...all(), ...readOther(union)];
      continue;
    }
    pending.push(stage);
  }
  return all();
}

/** The first `count` documents, reading no further. */
function firstOf(docs: Iterable<Doc>, count: number): Doc[] {
  const out: Doc[] = [];
  for (const doc of docs) {
    out.push(doc);
    if (out.length === count) break;
  }
  return out;
}

/** Any other `$limit` value is mingo's to refuse or accept, as before. */
function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

export interface UnionWith {
  coll: string;
  pipeline: Doc[];
}

/** `$unionWith: 'name'` or `{ coll, pipeline? }`; anything else is mingo's to refuse. */
export function unionWithSpec(spec: unknown): UnionWith | undefined {
  if (typeof spec === 'string') return { coll: spec, pipeline: [] };
  if (!isPlainObject(spec) || typeof spec.coll !== 'string') return undefined;
  if (spec.pipeline === undefined) return { coll: spec.coll, pipeline: [] };
  if (!Array.isArray(spec.pipeline) || !spec.pipeline.every(isPlainObject)) return undefined;
  return { coll: spec.coll, pipeline: spec.pipeline as Doc[] };
}
