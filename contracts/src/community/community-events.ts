import * as z from 'zod/mini';
import { defineEvent } from '../messaging/define-event';

/*
 * The community domain's durable events (every write publishes one through the outbox).
 * Notifications consumes `community.user.mentioned` (a notification for the mentioned user) and
 * `community.invite.sent` (the invite e-mail, ready to send like `identity.email.requested`).
 */

export const COMMUNITY_EVENT_PREVIEW_LENGTH = 140;

export const PostCreatedEvent = defineEvent(
  'community.post.created',
  z.object({
    postId: z.string(),
    authorId: z.string(),
    title: z.string(),
    tags: z.array(z.string()),
    createdAt: z.iso.datetime(),
  }),
);

export const PostUpdatedEvent = defineEvent(
  'community.post.updated',
  z.object({
    postId: z.string(),
    authorId: z.string(),
    title: z.string(),
    tags: z.array(z.string()),
    updatedAt: z.iso.datetime(),
  }),
);

export const PostDeletedEvent = defineEvent(
  'community.post.deleted',
  z.object({ postId: z.string(), authorId: z.string(), deletedAt: z.iso.datetime() }),
);

export const PostLikedEvent = defineEvent(
  'community.post.liked',
  z.object({
    postId: z.string(),
    postAuthorId: z.string(),
    userId: z.string(),
    likesCount: z.int().check(z.minimum(0)),
    likedAt: z.iso.datetime(),
  }),
);

export const PostUnlikedEvent = defineEvent(
  'community.post.unliked',
  z.object({
    postId: z.string(),
    userId: z.string(),
    likesCount: z.int().check(z.minimum(0)),
    unlikedAt: z.iso.datetime(),
  }),
);

export const CommentCreatedEvent = defineEvent(
  'community.comment.created',
  z.object({
    commentId: z.string(),
    postId: z.string(),
    postAuthorId: z.string(),
    authorId: z.string(),
    authorName: z.nullable(z.string()),
    parentCommentId: z.nullable(z.string()),
    preview: z.string(),
    createdAt: z.iso.datetime(),
  }),
);

export const CommentUpdatedEvent = defineEvent(
  'community.comment.updated',
  z.object({
    commentId: z.string(),
    postId: z.string(),
    authorId: z.string(),
    updatedAt: z.iso.datetime(),
  }),
);

export const CommentDeletedEvent = defineEvent(
  'community.comment.deleted',
  z.object({
    commentId: z.string(),
    postId: z.string(),
    authorId: z.string(),
    deletedAt: z.iso.datetime(),
  }),
);

/**
 * A post or comment mentions a user (`@username`); notifications tells them. One event per
 * mentioned user and text; editing a text mentions only the users it did not mention before.
 */
export const UserMentionedEvent = defineEvent(
  'community.user.mentioned',
  z.object({
    mentionedUserId: z.string(),
    mentionedUsername: z.string(),
    authorId: z.string(),
    authorName: z.nullable(z.string()),
    postId: z.string(),
    /** Null when the mention is in the post itself. */
    commentId: z.nullable(z.string()),
    preview: z.string(),
    mentionedAt: z.iso.datetime(),
  }),
);

/**
 * A user invited a friend by e-mail (spec 02 "Invites"); notifications sends the mail as it is
 * (the same fields as `identity.email.requested`), once per event id. At most one per inviter,
 * address and day.
 */
export const InviteSentEvent = defineEvent(
  'community.invite.sent',
  z.object({
    inviteId: z.string(),
    inviterId: z.string(),
    inviterName: z.nullable(z.string()),
    name: z.string(),
    to: z.email().check(z.maxLength(254)),
    subject: z.string().check(z.minLength(1), z.maxLength(200)),
    text: z.string().check(z.minLength(1)),
    html: z.string().check(z.minLength(1)),
    signUpUrl: z.string(),
    sentAt: z.iso.datetime(),
  }),
);
