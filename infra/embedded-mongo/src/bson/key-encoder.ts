import { Binary, Decimal128, Double, EJSON, Int32, Long, ObjectId } from 'bson';
import { isPlainObject } from './doc-utils';

/**
 * Encodes a value as a string key so that values MongoDB treats as equal (1, 1.0, Long(1); null and
 * missing) share a key. Used by the `_id` map and by secondary indexes.
 */
export function encodeKey(value: unknown): string {
  if (value === undefined || value === null) return 'z';
  switch (typeof value) {
    case 'string':
      return `s${value}`;
    case 'number':
      return `n${Object.is(value, -0) ? 0 : value}`;
    case 'boolean':
      return value ? 'b1' : 'b0';
    case 'bigint':
      return `n${value.toString()}`;
    default:
      break;
  }
  if (value instanceof ObjectId) return objectIdKey(value);
  if (value instanceof Date) return `d${value.getTime()}`;
  if (value instanceof Long) return `n${value.toNumber()}`;
  if (value instanceof Int32 || value instanceof Double) return `n${value.valueOf()}`;
  if (value instanceof Decimal128) return `n${Number(value.toString())}`;
  if (value instanceof Binary)
    return `x${value.sub_type}:${Buffer.from(value.buffer).toString('base64')}`;
  if (value instanceof RegExp) return `r/${value.source}/${value.flags}`;
  if (Array.isArray(value)) return `a${JSON.stringify(value.map(encodeKey))}`;
  if (isPlainObject(value)) {
    return `j${JSON.stringify(Object.keys(value).map((k) => [k, encodeKey(value[k])]))}`;
  }
  return `e${EJSON.stringify(value as never, { relaxed: false })}`;
}

/**
 * 'o' + the 12 bytes as char codes: one flat 13-character string (32 bytes on the heap), shorter
 * than hex for the most common `_id` type; a concatenation would add a second string object.
 */
function objectIdKey(value: ObjectId): string {
  const b = value.id;
  return String.fromCharCode(
    0x6f,
    b[0],
    b[1],
    b[2],
    b[3],
    b[4],
    b[5],
    b[6],
    b[7],
    b[8],
    b[9],
    b[10],
    b[11],
  );
}

/** Whether an index can answer equality on this value (scalars whose index key equals the query's). */
export function isIndexableScalar(value: unknown): boolean {
  if (value === null) return true;
  const t = typeof value;
  if (t === 'string' || t === 'number' || t === 'boolean') return true;
  return value instanceof ObjectId || value instanceof Date || value instanceof Long;
}

/** Renders a key value the way MongoDB prints it inside an E11000 message. */
export function formatKeyValue(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof ObjectId) return `ObjectId('${value.toHexString()}')`;
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (Array.isArray(value)) return `[ ${value.map(formatKeyValue).join(', ')} ]`;
  if (isPlainObject(value)) {
    const parts = Object.keys(value).map((k) => `${k}: ${formatKeyValue(value[k])}`);
    return parts.length ? `{ ${parts.join(', ')} }` : '{}';
  }
  return EJSON.stringify(value as never, { relaxed: true });
}
