import * as z from 'zod/mini';

/*
 * The community feed (spec 02 §2 "Community tab", §3 community_posts / post_comments / post_likes /
 * file attachments, §9 limits). Authors come from the community service's own read model of
 * people (profiles' `profiles.profile.changed` and identity's `identity.user.registered`).
 */

/** Spec 02 §5: the title is the first 50 characters of the trimmed text, or 'Untitled'. */
export const POST_TITLE_LENGTH = 50;
export const UNTITLED_POST = 'Untitled';
export const POST_TOPICS = ['general', 'Crowdfunding'] as const;
export const PostTopicSchema = z.enum(POST_TOPICS);
export type PostTopic = z.infer<typeof PostTopicSchema>;

export const POST_MAX_LENGTH = 5000;
export const COMMENT_MAX_LENGTH = 2000;
export const POST_MAX_TAGS = 10;
export const TAG_MAX_LENGTH = 30;
export const ATTACHMENTS_MAX = 10;
export const ALT_TEXT_MAX_LENGTH = 300;

/** Spec 02 §9. */
export const POST_SEARCH_LIMIT_WITH_QUERY = 100;
export const POST_SEARCH_LIMIT_WITHOUT_QUERY = 20;
export const AUTHOR_SEARCH_LIMIT = 50;
export const TAG_SUGGESTIONS_LIMIT = 20;
export const USERNAME_SUGGESTIONS_LIMIT = 10;
export const INVITE_ROWS_MAX = 5;
export const SEARCH_DEBOUNCE_MS = 300;
export const FEED_PAGE_DEFAULT = 20;
export const FEED_PAGE_MAX = 50;
/** Comments of one post answered at once (oldest first). */
export const COMMENTS_MAX = 500;

/** Spec 02 §5: @ followed by letters, digits or underscore. */
export const MENTION_PATTERN = /@([A-Za-z0-9_]+)/g;

/** The usernames a text mentions (without '@', in order, each once). */
export function mentionedUsernames(text: string): string[] {
  const names = [...text.matchAll(MENTION_PATTERN)].map((match) => match[1]);
  return [...new Set(names)];
}

/** Spec 02 §3: attachments live in this bucket at `{userId}/{timestamp}_{filename}`. */
export const COMMUNITY_FILES_BUCKET = 'community-files';

/** Spec 02 §5: images or videos only; the value is the stored file's extension. */
export const COMMUNITY_IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export const COMMUNITY_VIDEO_TYPES = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
} as const;
export const COMMUNITY_FILE_TYPES = { ...COMMUNITY_IMAGE_TYPES, ...COMMUNITY_VIDEO_TYPES } as const;
export type CommunityFileType = keyof typeof COMMUNITY_FILE_TYPES;
export const CommunityFileTypeSchema = z.enum(
  Object.keys(COMMUNITY_FILE_TYPES) as [CommunityFileType, ...CommunityFileType[]],
);
export const COMMUNITY_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The server reads an upload once to moderate it, so videos stay short. */
export const COMMUNITY_VIDEO_MAX_BYTES = 50 * 1024 * 1024;

export function isCommunityVideo(type: string): boolean {
  return type.startsWith('video/');
}

/** Spec 02 §3 file attachment, plus the alt text asked at upload. */
export const FileAttachmentSchema = z.object({
  id: z.string(),
  /** `{userId}/{timestamp}_{filename}` in `community-files`: how posts and comments refer to it. */
  key: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.int().check(z.minimum(0)),
  url: z.string(),
  /** Read by screen readers and shown when an image fails to load. */
  alt: z.nullable(z.string()),
  thumbnail: z.optional(z.nullable(z.string())),
});
export type FileAttachment = z.infer<typeof FileAttachmentSchema>;

/** An author as the community service knows them; unknown authors show as 'Anonymous'. */
export const CommunityAuthorSchema = z.object({
  id: z.string(),
  username: z.nullable(z.string()),
  fullName: z.nullable(z.string()),
  profileImageUrl: z.nullable(z.string()),
});
export type CommunityAuthor = z.infer<typeof CommunityAuthorSchema>;

export const ANONYMOUS_AUTHOR = 'Anonymous';

export const CommunityPostSchema = z.object({
  id: z.string(),
  authorId: z.string(),
  author: CommunityAuthorSchema,
  content: z.string(),
  title: z.string(),
  topic: PostTopicSchema,
  isCrowdfunding: z.boolean(),
  tags: z.array(z.string()),
  likesCount: z.int().check(z.minimum(0)),
  /** Spec 02 §3: the count of top-level comments. */
  repliesCount: z.int().check(z.minimum(0)),
  /** Whether the viewer likes the post. */
  likedByMe: z.boolean(),
  fileAttachments: z.array(FileAttachmentSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CommunityPost = z.infer<typeof CommunityPostSchema>;

export const PostCommentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  userId: z.string(),
  author: CommunityAuthorSchema,
  content: z.string(),
  /** Null for a top-level comment. */
  parentCommentId: z.nullable(z.string()),
  fileAttachments: z.array(FileAttachmentSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type PostComment = z.infer<typeof PostCommentSchema>;
