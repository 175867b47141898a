import { decodeRecords, frameRecord } from './record-codec';

describe('journal records', () => {
  const a = frameRecord({ op: 'put', doc: { _id: 1 } });
  const b = frameRecord({ op: 'delete', id: 1 });

  it('decodes intact records', () => {
    const { records, validLength } = decodeRecords(Buffer.concat([a, b]));
    expect(records).toEqual([
      { op: 'put', doc: { _id: 1 } },
      { op: 'delete', id: 1 },
    ]);
    expect(validLength).toBe(a.length + b.length);
  });

  it('stops at a torn tail', () => {
    const data = Buffer.concat([a, b.subarray(0, b.length - 3)]);
    expect(decodeRecords(data)).toEqual({
      records: [{ op: 'put', doc: { _id: 1 } }],
      validLength: a.length,
    });
  });

  it('stops at a record whose checksum does not match', () => {
    const corrupt = Buffer.from(b);
    corrupt[corrupt.length - 2] ^= 0xff;
    expect(decodeRecords(Buffer.concat([a, corrupt])).validLength).toBe(a.length);
  });
});
