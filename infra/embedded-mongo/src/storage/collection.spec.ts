import { ObjectId } from 'bson';
import { Collection } from './collection';

function build(): { coll: Collection; ids: ObjectId[] } {
  const coll = new Collection('db', 'people');
  coll.addIndex({ key: { email: 1 }, name: 'email_1', unique: true });
  coll.addIndex({ key: { org: 1, role: 1 }, name: 'org_1_role_1' });
  const ids: ObjectId[] = [];
  for (let i = 0; i < 1000; i += 1) {
    const _id = new ObjectId();
    ids.push(_id);
    coll.insert({ _id, email: `p${i}@x`, org: `o${i % 10}`, role: i % 2 ? 'dev' : 'ops', n: i });
  }
  return { coll, ids };
}

describe('Collection index use', () => {
  it('answers _id equality and $in from the _id map, not by scanning', () => {
    const { coll, ids } = build();
    expect([...coll.candidates({ _id: ids[5] })]).toHaveLength(1);
    expect([...coll.candidates({ _id: { $in: [ids[1], ids[2], new ObjectId()] } })]).toHaveLength(
      2,
    );
  });

  it('answers equality and $in on an indexed field through the index', () => {
    const { coll } = build();
    const one = [...coll.candidates({ email: 'p42@x', n: { $gt: 0 } })];
    expect(one.map((d) => d.n)).toEqual([42]);
    expect([...coll.candidates({ email: { $in: ['p1@x', 'p2@x'] } })]).toHaveLength(2);
    expect([...coll.candidates({ $and: [{ email: { $eq: 'p3@x' } }] })]).toHaveLength(1);
  });

  it('uses a compound index when every field has an equality, a two-field one by its first', () => {
    const { coll } = build();
    coll.addIndex({ key: { org: 1, n: 1, role: 1 }, name: 'org_1_n_1_role_1' });
    expect([...coll.candidates({ org: 'o3', n: 3, role: 'dev' })]).toHaveLength(1);
    expect([...coll.candidates({ n: 3, role: 'dev' })]).toHaveLength(1000);
    // As MongoDB uses an index's prefix: the two-field index answers its first field alone.
    expect([...coll.candidates({ org: 'o3' })]).toHaveLength(100);
    expect([...coll.candidates({ role: 'dev' })]).toHaveLength(1000);
  });

  it('intersects every index with an equality, walking the smallest answer', () => {
    const { coll } = build();
    coll.addIndex({ key: { tags: 1 }, name: 'tags_1' });
    coll.addIndex({ key: { n: 1 }, name: 'n_1' });
    for (const [key, doc] of coll.docs) {
      coll.replace(key, doc, { ...doc, tags: [`t${(doc.n as number) % 3}`, 'all'] });
    }
    // org o3: 100 documents, tag t0: 334; both: those with n ≡ 3 (mod 10) and ≡ 0 (mod 3), all
    // devs (the two-field index gives org's; role is tested after).
    const both = [...coll.candidates({ $and: [{ tags: 't0' }, { org: 'o3', role: 'dev' }] })];
    expect(both.map((d) => d.n as number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 34 }, (_, i) => 3 + 30 * i),
    );
    expect(coll.match({ $and: [{ tags: 't0' }, { org: 'o3', role: 'dev' }] })).toHaveLength(34);
    expect([...coll.candidates({ tags: 'all', n: { $in: [7, 8, 1000] } })]).toHaveLength(2);
  });

  it('narrows by the first value of an $all of scalars, as an equality', () => {
    const { coll } = build();
    coll.addIndex({ key: { tags: 1 }, name: 'tags_1' });
    for (const [key, doc] of coll.docs) {
      coll.replace(key, doc, { ...doc, tags: [`t${(doc.n as number) % 4}`, 'all'] });
    }
    expect([...coll.candidates({ tags: { $all: ['t1', 'all'] } })]).toHaveLength(250);
    expect([...coll.candidates({ tags: { $all: [] } })]).toHaveLength(1000);
    expect(coll.isExactLookup({ tags: { $all: ['t1', 'none'] } })).toBe(false);
    expect(coll.isExactLookup({ tags: { $in: ['t1', 'none'] } })).toBe(true);
  });

  it('scans when no index applies (unindexed field, regex, range)', () => {
    const { coll } = build();
    expect([...coll.candidates({ n: 5 })]).toHaveLength(1000);
    expect([...coll.candidates({ email: /p1/ })]).toHaveLength(1000);
    expect([...coll.candidates({ email: { $gt: 'p' } })]).toHaveLength(1000);
  });

  it('keeps index entries in step with replace and remove', () => {
    const { coll, ids } = build();
    const key = [...coll.docs.keys()][0];
    const doc = coll.get(key)!;
    coll.replace(key, doc, { ...doc, email: 'changed@x' });
    expect([...coll.candidates({ email: 'p0@x' })]).toHaveLength(0);
    expect([...coll.candidates({ email: 'changed@x' })]).toHaveLength(1);
    coll.remove(key);
    expect([...coll.candidates({ email: 'changed@x' })]).toHaveLength(0);
    expect([...coll.candidates({ _id: ids[0] })]).toHaveLength(0);
  });
});
