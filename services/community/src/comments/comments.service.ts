import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  CommentCreatedEvent,
  CommentDeletedEvent,
  type CommentList,
  CommentUpdatedEvent,
  COMMENTS_MAX,
  COMMUNITY_EVENT_PREVIEW_LENGTH,
  COMMUNITY_REALTIME,
  CommunityErrors,
  type CommunityAuthor,
  type CreateCommentRequest,
  type PostComment,
  realtimeRoom,
  type UpdateCommentRequest,
} from '@filmcollab/contracts';
import { Clock, DomainError, Outbox, RealtimePublisher, UnitOfWork } from '@filmcollab/service-kit';
import { UploadsService } from '../files/uploads.service';
import { MentionsService } from '../mentions/mentions.service';
import { PeopleService } from '../people/people.service';
import { PostRepository } from '../posts/post.repository';
import type { PostRecord } from '../posts/post-record';
import { type CommentRecord, CommentRepository } from './comment.repository';

function toView(comment: CommentRecord, author: CommunityAuthor): PostComment {
  return {
    id: comment.id,
    postId: comment.postId,
    userId: comment.userId,
    author,
    content: comment.content,
    parentCommentId: comment.parentCommentId,
    fileAttachments: comment.fileAttachments,
    createdAt: comment.createdAt.toISOString(),
    updatedAt: comment.updatedAt.toISOString(),
  };
}

/**
 * Comments in threads (spec 02 §4): the post's reply count (top-level comments) is recounted in
 * the same transaction as every change; others see new and removed comments live in `post:{id}`.
 */
@Injectable()
export class CommentsService {
  constructor(
    private readonly comments: CommentRepository,
    private readonly posts: PostRepository,
    private readonly uploads: UploadsService,
    private readonly people: PeopleService,
    private readonly mentions: MentionsService,
    private readonly realtime: RealtimePublisher,
    private readonly outbox: Outbox,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async list(postId: string): Promise<CommentList> {
    await this.requirePost(postId);
    const records = await this.comments.ofPost(postId, COMMENTS_MAX);
    const people = await this.people.byId(records.map((comment) => comment.userId));
    return { comments: records.map((comment) => toView(comment, people.get(comment.userId)!)) };
  }

  async create(
    userId: string,
    postId: string,
    request: CreateCommentRequest,
  ): Promise<PostComment> {
    const content = request.content.trim();
    if (content === '' && request.attachments.length === 0) {
      throw new DomainError(CommunityErrors.COMMENT_EMPTY);
    }
    const post = await this.requirePost(postId);
    const parentCommentId = request.parentCommentId ?? null;
    if (parentCommentId) {
      const parent = await this.comments.findById(parentCommentId);
      if (!parent || parent.postId !== postId) {
        throw new DomainError(CommunityErrors.PARENT_COMMENT_NOT_FOUND);
      }
    }
    const fileAttachments = await this.uploads.attachmentsOf(userId, request.attachments);
    const author = await this.people.one(userId);
    const id = randomUUID();
    const mentions = await this.mentions.resolve({ author, postId, commentId: id, text: content });
    const now = this.clock.now();
    const record: CommentRecord = {
      id,
      postId,
      userId,
      content,
      parentCommentId,
      fileAttachments,
      createdAt: now,
      updatedAt: now,
    };
    const repliesCount = await this.unitOfWork.run(async () => {
      await this.comments.insert(record);
      const count = await this.recount(postId);
      await this.outbox.add(
        CommentCreatedEvent,
        {
          commentId: id,
          postId,
          postAuthorId: post.authorId,
          authorId: userId,
          authorName: author.fullName,
          parentCommentId,
          preview: content.slice(0, COMMUNITY_EVENT_PREVIEW_LENGTH),
          createdAt: now.toISOString(),
        },
        { eventId: `comment-created-${id}` },
      );
      await this.mentions.announce(mentions);
      return count;
    });
    const comment = toView(record, author);
    const room = realtimeRoom('post', postId);
    this.realtime.toRoom(room, COMMUNITY_REALTIME.commentCreated, comment, {
      exceptUserId: userId,
    });
    this.pushCounts(postId, post.likesCount, repliesCount);
    return comment;
  }

  async update(
    userId: string,
    commentId: string,
    request: UpdateCommentRequest,
  ): Promise<PostComment> {
    const comment = await this.requireOwn(userId, commentId);
    const content = request.content.trim();
    const author = await this.people.one(userId);
    const mentions = await this.mentions.resolve({
      author,
      postId: comment.postId,
      commentId,
      text: content,
      previousText: comment.content,
    });
    const now = this.clock.now();
    const updated = await this.unitOfWork.run(async () => {
      const stored = await this.comments.updateContent(commentId, content, now);
      if (!stored) throw new DomainError(CommunityErrors.COMMENT_NOT_FOUND);
      await this.outbox.add(CommentUpdatedEvent, {
        commentId,
        postId: comment.postId,
        authorId: userId,
        updatedAt: now.toISOString(),
      });
      await this.mentions.announce(mentions);
      return stored;
    });
    return toView(updated, author);
  }

  /** Deletes the comment and its replies. */
  async delete(userId: string, commentId: string): Promise<void> {
    const comment = await this.requireOwn(userId, commentId);
    const { removedIds, repliesCount, likesCount } = await this.unitOfWork.run(async () => {
      const ids = await this.comments.threadIds(comment.postId, commentId);
      await this.comments.deleteMany(ids);
      const count = await this.recount(comment.postId);
      const post = await this.posts.findById(comment.postId);
      await this.outbox.add(
        CommentDeletedEvent,
        {
          commentId,
          postId: comment.postId,
          authorId: userId,
          deletedAt: this.clock.now().toISOString(),
        },
        { eventId: `comment-deleted-${commentId}` },
      );
      return { removedIds: ids, repliesCount: count, likesCount: post?.likesCount ?? 0 };
    });
    this.realtime.toRoom(realtimeRoom('post', comment.postId), COMMUNITY_REALTIME.commentDeleted, {
      postId: comment.postId,
      commentId,
      removedIds,
    });
    this.pushCounts(comment.postId, likesCount, repliesCount);
  }

  private async recount(postId: string): Promise<number> {
    const count = await this.comments.countTopLevel(postId);
    await this.posts.setRepliesCount(postId, count);
    return count;
  }

  private pushCounts(postId: string, likesCount: number, repliesCount: number): void {
    this.realtime.toRoom(realtimeRoom('post', postId), COMMUNITY_REALTIME.countsChanged, {
      postId,
      likesCount,
      repliesCount,
    });
  }

  private async requirePost(postId: string): Promise<PostRecord> {
    const post = await this.posts.findById(postId);
    if (!post) throw new DomainError(CommunityErrors.POST_NOT_FOUND);
    return post;
  }

  private async requireOwn(userId: string, commentId: string): Promise<CommentRecord> {
    const comment = await this.comments.findById(commentId);
    if (!comment) throw new DomainError(CommunityErrors.COMMENT_NOT_FOUND);
    if (comment.userId !== userId) throw new DomainError(CommunityErrors.NOT_COMMENT_AUTHOR);
    return comment;
  }
}
