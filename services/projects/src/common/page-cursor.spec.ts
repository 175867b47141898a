import { decodeCursor, encodeCursor, toPage } from './page-cursor';

describe('page cursors', () => {
  it('round-trips a position and refuses foreign text', () => {
    const cursor = { createdAt: new Date('2026-11-23T10:00:00.000Z'), id: 'abc' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor('bm90LWEtY3Vyc29y')).toBeNull();
    expect(decodeCursor('')).toBeNull();
  });

  it('hands out a next cursor only when more items exist', () => {
    const items = [3, 2, 1].map((n) => ({ id: `i${n}`, createdAt: new Date(n * 1000) }));
    expect(toPage(items, 3)).toEqual({ items, nextCursor: null });
    const page = toPage(items, 2);
    expect(page.items).toEqual(items.slice(0, 2));
    expect(decodeCursor(page.nextCursor!)).toEqual({ id: 'i2', createdAt: new Date(2000) });
  });
});
