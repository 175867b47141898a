export type Doc = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Doc {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Copies plain objects and arrays; BSON values (ObjectId, Date, Binary, …) are shared because stored
 * documents are never mutated in place: every write builds a new document from such a copy.
 */
export function cloneDoc<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => cloneDoc(v)) as T;
  if (isPlainObject(value)) {
    const out: Doc = {};
    for (const key of Object.keys(value)) out[key] = cloneDoc(value[key]);
    return out as T;
  }
  return value;
}

/** Values reached by a dotted path, descending into arrays the way MongoDB's multikey indexes do. */
export function pathValues(doc: unknown, path: string): unknown[] {
  const out: unknown[] = [];
  collect(doc, path.split('.'), 0, out);
  return out;
}

function collect(value: unknown, parts: string[], i: number, out: unknown[]): void {
  if (i === parts.length) {
    if (Array.isArray(value)) {
      if (value.length === 0) out.push(undefined);
      else for (const v of value) out.push(v);
    } else out.push(value);
    return;
  }
  if (Array.isArray(value)) {
    const part = parts[i];
    if (/^\d+$/.test(part)) {
      collect(value[Number(part)], parts, i + 1, out);
      return;
    }
    if (value.length === 0) {
      out.push(undefined);
      return;
    }
    for (const element of value) collect(element, parts, i, out);
    return;
  }
  if (value !== null && typeof value === 'object') {
    collect((value as Doc)[parts[i]], parts, i + 1, out);
    return;
  }
  out.push(undefined);
}

/** Sets a dotted path, creating intermediate objects (used to seed upserted documents). */
export function setPath(doc: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  let current: Doc = doc;
  for (let i = 0; i < parts.length - 1; i += 1) {
    const next = current[parts[i]];
    if (!isPlainObject(next)) current[parts[i]] = {};
    current = current[parts[i]] as Doc;
  }
  current[parts[parts.length - 1]] = value;
}

/** Puts `_id` first, as MongoDB stores it. */
export function withIdFirst(doc: Doc, id: unknown): Doc {
  const out: Doc = { _id: id };
  for (const key of Object.keys(doc)) if (key !== '_id') out[key] = doc[key];
  return out;
}
