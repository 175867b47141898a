/**
 * Keyset pagination over `(createdAt, _id)`, newest first: a cursor names the last item of a page,
 * so items added meanwhile never shift or repeat a later page.
 */
export interface PageCursor {
  createdAt: Date;
  id: string;
}

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`).toString('base64url');
}

/** Null for a cursor this service did not hand out (answered with INVALID_CURSOR). */
export function decodeCursor(text: string): PageCursor | null {
  const [at, id, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (!id || rest.length > 0 || Number.isNaN(createdAt.getTime())) return null;
  return { createdAt, id };
}

/** The filter for the items after `cursor` in `{ createdAt: -1, _id: -1 }` order. */
export function afterCursor(cursor: PageCursor): Record<string, unknown> {
  return {
    $or: [
      { createdAt: { $lt: cursor.createdAt } },
      { createdAt: cursor.createdAt, _id: { $lt: cursor.id } },
    ],
  };
}

export const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/** Splits `limit + 1` fetched items into a page and the cursor of the next one. */
export function toPage<T extends { id: string; createdAt: Date }>(
  items: T[],
  limit: number,
): { items: T[]; nextCursor: string | null } {
  const page = items.slice(0, limit);
  const last = page[page.length - 1];
  return { items: page, nextCursor: items.length > limit && last ? encodeCursor(last) : null };
}
