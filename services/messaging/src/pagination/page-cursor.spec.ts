import { containsPattern, decodeCursor, encodeCursor } from './page-cursor';

describe('page cursors', () => {
  it('round-trips and refuses cursors it did not make', () => {
    const cursor = { createdAt: new Date('2025-03-01T10:00:00.123Z'), id: 'a1b2-c3' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor('not-a-cursor')).toBeNull();
    expect(decodeCursor('123_$where')).toBeNull();
  });

  it('searches for the text as typed, regex characters included', () => {
    expect(containsPattern('a.c').test('A.C')).toBe(true);
    expect(containsPattern('a.c').test('abc')).toBe(false);
  });
});
