import { BSON } from 'bson';
import { crc32 } from 'node:zlib';
import type { Doc } from '../bson/doc-utils';

const HEADER = 8;
/** bson serializes through a shared buffer of this size unless told to grow it. */
const DEFAULT_SERIALIZE_BUFFER = 17 * 1024 * 1024;

/** `[u32 payload length][u32 crc32(payload)][BSON payload]`: a torn or corrupt record fails the check. */
export function frameRecord(entry: Doc): Buffer {
  // Only a transaction's record (many document images together) can outgrow the default buffer.
  if (entry.op === 'txn') {
    const size = BSON.calculateObjectSize(entry);
    if (size > DEFAULT_SERIALIZE_BUFFER) BSON.setInternalBufferSize(size);
  }
  const payload = BSON.serialize(entry);
  const out = Buffer.allocUnsafe(HEADER + payload.length);
  out.writeUInt32LE(payload.length, 0);
  out.writeUInt32LE(crc32(payload), 4);
  out.set(payload, HEADER);
  return out;
}

export interface DecodedRecords {
  records: Doc[];
  /** Bytes of intact records; anything after is a torn or corrupt tail. */
  validLength: number;
}

export function decodeRecords(data: Buffer): DecodedRecords {
  const records: Doc[] = [];
  let offset = 0;
  while (offset + HEADER <= data.length) {
    const length = data.readUInt32LE(offset);
    const checksum = data.readUInt32LE(offset + 4);
    const end = offset + HEADER + length;
    if (length < 5 || end > data.length) break;
    const payload = data.subarray(offset + HEADER, end);
    if (crc32(payload) !== checksum) break;
    try {
      records.push(BSON.deserialize(payload));
    } catch {
      break;
    }
    offset = end;
  }
  return { records, validLength: offset };
}
