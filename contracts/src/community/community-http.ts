import * as z from 'zod/mini';
import { identifier, multiLineText, singleLineText } from '../http/input-rules';
import {
  ALT_TEXT_MAX_LENGTH,
  ATTACHMENTS_MAX,
  COMMENT_MAX_LENGTH,
  CommunityAuthorSchema,
  CommunityFileTypeSchema,
  CommunityPostSchema,
  COMMUNITY_VIDEO_MAX_BYTES,
  FEED_PAGE_DEFAULT,
  FEED_PAGE_MAX,
  INVITE_ROWS_MAX,
  POST_MAX_LENGTH,
  POST_MAX_TAGS,
  PostCommentSchema,
  TAG_MAX_LENGTH,
} from './community-model';
import { INVITE_EMPTY_MESSAGE } from './community-errors';

/*
 * Every route is under `/api/community` and needs a signed-in user. Only the author may edit or
 * delete a post or a comment (403 `NOT_POST_AUTHOR` / `NOT_COMMENT_AUTHOR`).
 */

/** A tag: '#' dropped, lower-cased, letters, digits, '_' or '-'. */
export const TagSchema = z.pipe(
  z.pipe(
    z.string().check(z.trim()),
    z.transform((tag: string) => tag.replace(/^#+/, '').toLowerCase()),
  ),
  z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(TAG_MAX_LENGTH),
      z.regex(/^[\p{L}\p{N}_-]+$/u, 'Tags are letters, digits, _ or -'),
    ),
);

const TagsSchema = z.pipe(
  z.array(TagSchema).check(z.maxLength(POST_MAX_TAGS)),
  z.transform((tags: string[]) => [...new Set(tags)]),
);

/**
 * A file confirmed by `POST /uploads/confirm`, referred to by its key; `alt` (asked at upload)
 * replaces the alt text given when it was confirmed.
 */
const AttachmentRefSchema = z.object({
  key: identifier(400),
  alt: z.optional(
    z.nullable(
      z.pipe(
        singleLineText().check(z.maxLength(ALT_TEXT_MAX_LENGTH)),
        z.transform((text: string) => (text === '' ? null : text)),
      ),
    ),
  ),
});
export type AttachmentRef = z.infer<typeof AttachmentRefSchema>;
const AttachmentRefsSchema = z.array(AttachmentRefSchema).check(z.maxLength(ATTACHMENTS_MAX));

export const FEEDS = ['all', 'mine', 'trending'] as const;
export const FeedSchema = z.enum(FEEDS);
export type Feed = z.infer<typeof FeedSchema>;

/**
 * `GET /api/community/posts?feed=all|mine|trending&cursor=&limit=`: newest first (trending: posts
 * with likes, most liked first), `limit` per page; `nextCursor` fetches the next page (null at the end).
 */
export const FeedQuerySchema = z.object({
  feed: z._default(FeedSchema, 'all'),
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(FEED_PAGE_MAX)),
    FEED_PAGE_DEFAULT,
  ),
});
export type FeedQuery = z.infer<typeof FeedQuerySchema>;

export const FeedPageSchema = z.object({
  posts: z.array(CommunityPostSchema),
  nextCursor: z.nullable(z.string()),
});
export type FeedPage = z.infer<typeof FeedPageSchema>;

/**
 * `POST /api/community/posts` → 201 `CommunityPost`. Text or at least one file (400 `POST_EMPTY`);
 * the title and topic are derived (spec 02 §5); files are those the author confirmed.
 */
export const CreatePostRequestSchema = z.object({
  content: z._default(multiLineText().check(z.maxLength(POST_MAX_LENGTH)), ''),
  tags: z._default(TagsSchema, []),
  isCrowdfunding: z._default(z.boolean(), false),
  attachments: z._default(AttachmentRefsSchema, []),
});
export type CreatePostRequest = z.infer<typeof CreatePostRequestSchema>;

/** `PATCH /api/community/posts/:postId` → `CommunityPost`: the author's new text, tags and files. */
export const UpdatePostRequestSchema = z.object({
  content: multiLineText().check(z.maxLength(POST_MAX_LENGTH)),
  tags: z.optional(TagsSchema),
  attachments: z.optional(AttachmentRefsSchema),
});
export type UpdatePostRequest = z.infer<typeof UpdatePostRequestSchema>;

/** `PUT` (like) and `DELETE` (unlike) `/api/community/posts/:postId/like`: idempotent. */
export const LikeStateSchema = z.object({
  postId: z.string(),
  liked: z.boolean(),
  likesCount: z.int().check(z.minimum(0)),
});
export type LikeState = z.infer<typeof LikeStateSchema>;

/** `GET /api/community/posts/:postId/comments`: oldest first, threads by `parentCommentId`. */
export const CommentListSchema = z.object({ comments: z.array(PostCommentSchema) });
export type CommentList = z.infer<typeof CommentListSchema>;

/**
 * `POST /api/community/posts/:postId/comments` → 201 `PostComment`. Text (trimmed) or a file
 * (400 `COMMENT_EMPTY`); a reply names a comment of the same post.
 */
export const CreateCommentRequestSchema = z.object({
  content: z._default(multiLineText().check(z.maxLength(COMMENT_MAX_LENGTH)), ''),
  parentCommentId: z.optional(z.nullable(identifier(64))),
  attachments: z._default(AttachmentRefsSchema, []),
});
export type CreateCommentRequest = z.infer<typeof CreateCommentRequestSchema>;

/** `PATCH /api/community/comments/:commentId` → `PostComment`. */
export const UpdateCommentRequestSchema = z.object({
  content: multiLineText().check(z.minLength(1), z.maxLength(COMMENT_MAX_LENGTH)),
});
export type UpdateCommentRequest = z.infer<typeof UpdateCommentRequestSchema>;

/**
 * `POST /api/community/uploads` → a presigned POST for `pending/{userId}/{timestamp}_{filename}`
 * in `community-files` (images up to 10 MB, videos up to 50 MB). The browser posts the form with
 * XHR (progress), then confirms.
 */
export const UploadUrlRequestSchema = z.object({
  fileName: singleLineText().check(z.minLength(1), z.maxLength(200)),
  contentType: CommunityFileTypeSchema,
  size: z.int().check(z.minimum(1), z.maximum(COMMUNITY_VIDEO_MAX_BYTES)),
});
export type UploadUrlRequest = z.infer<typeof UploadUrlRequestSchema>;

export const UploadUrlResponseSchema = z.object({
  uploadUrl: z.string(),
  method: z.literal('POST'),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  expiresInSeconds: z.int(),
});
export type UploadUrlResponse = z.infer<typeof UploadUrlResponseSchema>;

/**
 * `POST /api/community/uploads/confirm` → 201 `FileAttachment` at `{userId}/{timestamp}_{filename}`.
 * The file is moderated first: 422 `CONTENT_BLOCKED` or 503 `MODERATION_FAILED` (spec texts), and
 * then it is deleted.
 */
export const ConfirmUploadRequestSchema = z.object({
  key: identifier(400),
  alt: z.optional(
    z.nullable(
      z.pipe(
        singleLineText().check(z.maxLength(ALT_TEXT_MAX_LENGTH)),
        z.transform((text: string) => (text === '' ? null : text)),
      ),
    ),
  ),
});
export type ConfirmUploadRequest = z.infer<typeof ConfirmUploadRequestSchema>;

export const SEARCH_TYPES = ['all', 'posts', 'tags', 'authors'] as const;
export const DATE_RANGES = ['today', 'week', 'month', 'year', 'all'] as const;
export const SEARCH_SORTS = ['newest', 'oldest', 'most_liked', 'most_commented'] as const;

/** A comma-separated list in a query string, or the same parameter repeated. */
const tagList = z.pipe(
  z.pipe(
    z.union([z.string(), z.array(z.string())]),
    z.transform((value: string | string[]) =>
      (Array.isArray(value) ? value : value.split(',')).filter((t) => t !== ''),
    ),
  ),
  z.array(TagSchema).check(z.maxLength(POST_MAX_TAGS)),
);

/**
 * `GET /api/community/search?q=&type=&range=&sort=&tags=&authorId=`: posts whose text contains `q`
 * (case-insensitive; type `tags`: whose tags contain it), carrying every tag of `tags`, by
 * `authorId` when given, created
 * since the range's start (today, the last 7 days, this month, this year), in `sort` order;
 * 100 with a query, 20 without. Authors (types all and authors, with a query): names or
 * usernames containing `q`, at most 50.
 */
export const SearchQuerySchema = z.object({
  q: z._default(singleLineText().check(z.maxLength(100)), ''),
  type: z._default(z.enum(SEARCH_TYPES), 'all'),
  range: z._default(z.enum(DATE_RANGES), 'all'),
  sort: z._default(z.enum(SEARCH_SORTS), 'newest'),
  tags: z._default(tagList, []),
  /** Only this author's posts. */
  authorId: z.optional(identifier(64)),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;
export type DateRange = (typeof DATE_RANGES)[number];
export type SearchSort = (typeof SEARCH_SORTS)[number];
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SearchResultSchema = z.object({
  posts: z.array(CommunityPostSchema),
  authors: z.array(CommunityAuthorSchema),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

/** `GET /api/community/tags?prefix=`: the most used tags (at most 20) starting with `prefix`. */
export const TagSuggestionsQuerySchema = z.object({
  prefix: z._default(
    z.pipe(
      singleLineText().check(z.maxLength(TAG_MAX_LENGTH)),
      z.transform((tag: string) => tag.replace(/^#+/, '').toLowerCase()),
    ),
    '',
  ),
});
export const TagSuggestionsSchema = z.object({ tags: z.array(z.string()) });
export type TagSuggestions = z.infer<typeof TagSuggestionsSchema>;

/** `GET /api/community/mentions?q=`: at most 10 people whose username contains `q`. */
export const MentionSuggestionsQuerySchema = z.object({
  q: z._default(
    z
      .string()
      .check(z.maxLength(30), z.regex(/^[A-Za-z0-9_]*$/, 'Usernames are letters, digits or _')),
    '',
  ),
});
export const MentionSuggestionsSchema = z.object({ users: z.array(CommunityAuthorSchema) });
export type MentionSuggestions = z.infer<typeof MentionSuggestionsSchema>;

const InviteRowSchema = z.object({
  name: z._default(singleLineText().check(z.maxLength(100)), ''),
  email: z._default(z.string().check(z.trim(), z.maxLength(254)), ''),
});

/**
 * `POST /api/community/invites` (spec 02 "Invites"): up to 5 rows; rows without both a name and
 * an e-mail are ignored, and none left answers 400 `INVITE_EMPTY`. Each address gets one e-mail a
 * day from the same user (notifications sends it); `skipped` counts addresses already mailed today.
 */
export const FriendInviteRequestSchema = z.object({
  invites: z.pipe(
    z.pipe(
      z.array(InviteRowSchema).check(z.maxLength(INVITE_ROWS_MAX)),
      z.transform((rows: z.output<typeof InviteRowSchema>[]) =>
        rows.filter((row) => row.name !== '' && row.email !== ''),
      ),
    ),
    z
      .array(z.object({ name: z.string(), email: z.email().check(z.toLowerCase()) }))
      .check(z.minLength(1, INVITE_EMPTY_MESSAGE)),
  ),
  source: z._default(z.literal('unified'), 'unified'),
});
export type FriendInviteRequest = z.infer<typeof FriendInviteRequestSchema>;

export const FriendInviteResponseSchema = z.object({
  sent: z.int().check(z.minimum(0)),
  skipped: z.int().check(z.minimum(0)),
});
export type FriendInviteResponse = z.infer<typeof FriendInviteResponseSchema>;
