import type { PostRecord } from './post-record';

/**
 * Feeds are paged by (createdAt, id) newest first; trending by (likesCount, createdAt, id). A
 * cursor names the last post of the page the client holds: `<likes>_<epoch ms>_<id>`.
 */
export interface PostCursor {
  likesCount: number;
  createdAt: Date;
  id: string;
}

export function encodePostCursor(post: PostRecord): string {
  return `${post.likesCount}_${post.createdAt.getTime()}_${post.id}`;
}

/** Null for anything that is not a cursor this service made. */
export function decodePostCursor(cursor: string): PostCursor | null {
  const match = /^(\d{1,12})_(\d{1,15})_([A-Za-z0-9-]{1,64})$/.exec(cursor);
  if (!match) return null;
  return { likesCount: Number(match[1]), createdAt: new Date(Number(match[2])), id: match[3] };
}

/** What comes after the cursor, newest first. */
export function olderThan(cursor: PostCursor) {
  return {
    $or: [
      { createdAt: { $lt: cursor.createdAt } },
      { createdAt: cursor.createdAt, _id: { $lt: cursor.id } },
    ],
  };
}

/** What comes after the cursor, most liked first. */
export function lessLikedThan(cursor: PostCursor) {
  return {
    $or: [
      { likesCount: { $lt: cursor.likesCount } },
      { likesCount: cursor.likesCount, createdAt: { $lt: cursor.createdAt } },
      { likesCount: cursor.likesCount, createdAt: cursor.createdAt, _id: { $lt: cursor.id } },
    ],
  };
}
