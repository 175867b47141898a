/**
 * Messages are paged newest first by (createdAt, id); a cursor names the oldest message of the page
 * the client holds: `<epoch ms>_<id>`.
 */
export interface PageCursor {
  createdAt: Date;
  id: string;
}

export function encodeCursor({ createdAt, id }: PageCursor): string {
  return `${createdAt.getTime()}_${id}`;
}

/** Null for anything that is not a cursor this service made. */
export function decodeCursor(cursor: string): PageCursor | null {
  const match = /^(\d{1,15})_([A-Za-z0-9-]{1,100})$/.exec(cursor);
  if (!match) return null;
  return { createdAt: new Date(Number(match[1])), id: match[2] };
}

/** The filter for what is older than the cursor. */
export function olderThan(cursor: PageCursor) {
  return {
    $or: [
      { createdAt: { $lt: cursor.createdAt } },
      { createdAt: cursor.createdAt, _id: { $lt: cursor.id } },
    ],
  };
}

/** Escapes a user's search text for a case-insensitive `$regex`. */
export function containsPattern(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
}
