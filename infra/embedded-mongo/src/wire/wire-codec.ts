import { BSON } from 'bson';
import type { Doc } from '../bson/doc-utils';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;
export const HEADER_SIZE = 16;

const CHECKSUM_PRESENT = 1;
const MORE_TO_COME = 2;

/** A message this server cannot parse: the connection that sent it is closed. */
export class MalformedMessageError extends Error {}

export interface IncomingCommand {
  requestId: number;
  opCode: number;
  body: Doc;
  db: string;
  /** OP_MSG moreToCome: the client expects no reply (unacknowledged writes). */
  noReply: boolean;
}

const deserializeOptions = { promoteBuffers: false, bsonRegExp: false } as const;

export function parseMessage(message: Buffer): IncomingCommand {
  const requestId = message.readInt32LE(4);
  const opCode = message.readInt32LE(12);
  if (opCode === OP_MSG) return parseOpMsg(message, requestId);
  if (opCode === OP_QUERY) return parseOpQuery(message, requestId);
  throw new MalformedMessageError(`unsupported opCode ${opCode}`);
}

function readDocument(buf: Buffer, offset: number, end: number): { doc: Doc; next: number } {
  if (offset + 5 > end) throw new MalformedMessageError('truncated BSON document');
  const size = buf.readInt32LE(offset);
  if (size < 5 || offset + size > end)
    throw new MalformedMessageError('invalid BSON document size');
  try {
    const doc = BSON.deserialize(buf.subarray(offset, offset + size), deserializeOptions);
    return { doc, next: offset + size };
  } catch (error) {
    throw new MalformedMessageError(`invalid BSON: ${(error as Error).message}`);
  }
}

function parseOpMsg(buf: Buffer, requestId: number): IncomingCommand {
  if (buf.length < HEADER_SIZE + 5) throw new MalformedMessageError('OP_MSG too short');
  const flags = buf.readUInt32LE(HEADER_SIZE);
  const end = flags & CHECKSUM_PRESENT ? buf.length - 4 : buf.length;
  let offset = HEADER_SIZE + 4;
  let body: Doc | undefined;
  const sequences: [string, Doc[]][] = [];
  while (offset < end) {
    const kind = buf[offset];
    offset += 1;
    if (kind === 0) {
      if (body) throw new MalformedMessageError('OP_MSG with two body sections');
      const read = readDocument(buf, offset, end);
      body = read.doc;
      offset = read.next;
    } else if (kind === 1) {
      if (offset + 4 > end) throw new MalformedMessageError('truncated document sequence');
      const size = buf.readInt32LE(offset);
      const sectionEnd = offset + size;
      if (size < 5 || sectionEnd > end)
        throw new MalformedMessageError('invalid document sequence size');
      const nameEnd = buf.indexOf(0, offset + 4);
      if (nameEnd < 0 || nameEnd >= sectionEnd)
        throw new MalformedMessageError('invalid sequence identifier');
      const identifier = buf.toString('utf8', offset + 4, nameEnd);
      const docs: Doc[] = [];
      let cursor = nameEnd + 1;
      while (cursor < sectionEnd) {
        const read = readDocument(buf, cursor, sectionEnd);
        docs.push(read.doc);
        cursor = read.next;
      }
      sequences.push([identifier, docs]);
      offset = sectionEnd;
    } else {
      throw new MalformedMessageError(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!body) throw new MalformedMessageError('OP_MSG without a body section');
  for (const [identifier, docs] of sequences) body[identifier] = docs;
  const db = typeof body.$db === 'string' ? body.$db : 'admin';
  return { requestId, opCode: OP_MSG, body, db, noReply: (flags & MORE_TO_COME) !== 0 };
}

function parseOpQuery(buf: Buffer, requestId: number): IncomingCommand {
  let offset = HEADER_SIZE + 4;
  const nameEnd = buf.indexOf(0, offset);
  if (nameEnd < 0) throw new MalformedMessageError('OP_QUERY without collection name');
  const fullName = buf.toString('utf8', offset, nameEnd);
  offset = nameEnd + 1 + 8;
  let { doc } = readDocument(buf, offset, buf.length);
  if (doc.$query && typeof doc.$query === 'object') doc = doc.$query as Doc;
  const db = fullName.split('.')[0] || 'admin';
  return { requestId, opCode: OP_QUERY, body: doc, db, noReply: false };
}

export function encodeOpMsg(responseTo: number, requestId: number, body: Doc): Buffer {
  const payload = BSON.serialize(body);
  const out = Buffer.allocUnsafe(HEADER_SIZE + 5 + payload.length);
  out.writeInt32LE(out.length, 0);
  out.writeInt32LE(requestId, 4);
  out.writeInt32LE(responseTo, 8);
  out.writeInt32LE(OP_MSG, 12);
  out.writeUInt32LE(0, 16);
  out[20] = 0;
  out.set(payload, 21);
  return out;
}

export function encodeOpReply(responseTo: number, requestId: number, doc: Doc): Buffer {
  const payload = BSON.serialize(doc);
  const out = Buffer.allocUnsafe(HEADER_SIZE + 20 + payload.length);
  out.writeInt32LE(out.length, 0);
  out.writeInt32LE(requestId, 4);
  out.writeInt32LE(responseTo, 8);
  out.writeInt32LE(OP_REPLY, 12);
  out.writeInt32LE(8, 16); // AwaitCapable
  out.writeBigInt64LE(0n, 20);
  out.writeInt32LE(0, 28);
  out.writeInt32LE(1, 32);
  out.set(payload, 36);
  return out;
}
