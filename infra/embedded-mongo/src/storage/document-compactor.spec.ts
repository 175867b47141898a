import { Binary, BSON, UUID } from 'bson';
import { DocumentCompactor } from './document-compactor';

/** Decodes like the wire codec does, so binary values are views into the message. */
function decoded(doc: Record<string, unknown>): Record<string, unknown> {
  const message = Buffer.concat([Buffer.alloc(64), BSON.serialize({ documents: [doc] })]);
  const body = BSON.deserialize(message.subarray(64), { promoteBuffers: false });
  return (body.documents as Record<string, unknown>[])[0];
}

describe('DocumentCompactor', () => {
  it('keeps values and field order while copying arrays', () => {
    const doc = decoded({ a: 'x', tags: ['t1', 't2'], nested: { list: [1, { deep: ['y'] }] } });
    const before = doc.tags;
    const out = new DocumentCompactor().compact(doc);
    expect(out).toEqual({ a: 'x', tags: ['t1', 't2'], nested: { list: [1, { deep: ['y'] }] } });
    expect(Object.keys(out)).toEqual(['a', 'tags', 'nested']);
    expect(out.tags).not.toBe(before);
  });

  it('gives binary values and UUIDs their own bytes instead of views into the message', () => {
    const uuid = new UUID();
    const doc = decoded({ uuid, bin: new Binary(Buffer.from('hello'), 0x80) });
    const stored = new DocumentCompactor().compact(doc);
    const storedUuid = stored.uuid as UUID;
    const storedBin = stored.bin as Binary;
    expect(storedUuid).toBeInstanceOf(UUID);
    expect(storedUuid.toHexString()).toBe(uuid.toHexString());
    expect(storedBin.sub_type).toBe(0x80);
    expect(Buffer.from(storedBin.buffer.subarray(0, storedBin.position)).toString()).toBe('hello');
    expect(storedUuid.buffer.buffer.byteLength).toBe(16);
    expect(storedBin.buffer.buffer.byteLength).toBe(5);
  });

  it('keeps an own __proto__ field a field', () => {
    const doc = BSON.deserialize(
      BSON.serialize(JSON.parse('{"__proto__": ["x"], "a": 1}') as Record<string, unknown>),
    );
    const out = new DocumentCompactor().compact(doc);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(['__proto__', 'a']);
    expect(Object.getOwnPropertyDescriptor(out, '__proto__')?.value).toEqual(['x']);
  });
});
