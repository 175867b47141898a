import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type AttachmentRef,
  COMMUNITY_FEED_ROOM,
  COMMUNITY_REALTIME,
  CommunityErrors,
  type CommunityPost,
  type CreatePostRequest,
  type FeedPage,
  type FeedQuery,
  type FileAttachment,
  PostCreatedEvent,
  PostDeletedEvent,
  type PostDeletedPush,
  PostUpdatedEvent,
  type UpdatePostRequest,
} from '@filmcollab/contracts';
import { Clock, DomainError, Outbox, RealtimePublisher, UnitOfWork } from '@filmcollab/service-kit';
import { CommentRepository } from '../comments/comment.repository';
import { UploadsService } from '../files/uploads.service';
import { LikeRepository } from '../likes/like.repository';
import { MentionsService } from '../mentions/mentions.service';
import { PeopleService } from '../people/people.service';
import { TagsService } from '../tags/tags.service';
import { decodePostCursor, encodePostCursor } from './post-cursor';
import type { PostRecord } from './post-record';
import { type PostSearchFilter, PostRepository, type PostSort } from './post.repository';
import { postTitle, postTopic } from './post-text';

/** Community posts (spec 02): feeds, the composer's post, the author's edit and delete. */
@Injectable()
export class PostsService {
  constructor(
    private readonly posts: PostRepository,
    private readonly likes: LikeRepository,
    private readonly comments: CommentRepository,
    private readonly uploads: UploadsService,
    private readonly people: PeopleService,
    private readonly mentions: MentionsService,
    private readonly tags: TagsService,
    private readonly outbox: Outbox,
    private readonly unitOfWork: UnitOfWork,
    private readonly realtime: RealtimePublisher,
    private readonly clock: Clock,
  ) {}

  async feed(viewerId: string, query: FeedQuery): Promise<FeedPage> {
    const cursor = query.cursor ? decodePostCursor(query.cursor) : null;
    if (query.cursor && !cursor) return { posts: [], nextCursor: null };
    const records = await this.posts.page(
      {
        authorId: query.feed === 'mine' ? viewerId : undefined,
        trending: query.feed === 'trending',
      },
      cursor,
      query.limit,
    );
    const page = records.slice(0, query.limit);
    const last = page[page.length - 1];
    return {
      posts: await this.views(viewerId, page),
      nextCursor: records.length > query.limit && last ? encodePostCursor(last) : null,
    };
  }

  async get(viewerId: string, postId: string): Promise<CommunityPost> {
    const [view] = await this.views(viewerId, [await this.require(postId)]);
    return view;
  }

  async create(authorId: string, request: CreatePostRequest): Promise<CommunityPost> {
    const content = request.content.trim();
    if (content === '' && request.attachments.length === 0) {
      throw new DomainError(CommunityErrors.POST_EMPTY);
    }
    const fileAttachments = await this.uploads.attachmentsOf(authorId, request.attachments);
    const author = await this.people.one(authorId);
    const now = this.clock.now();
    const id = randomUUID();
    const mentions = await this.mentions.resolve({
      author,
      postId: id,
      commentId: null,
      text: content,
    });
    const record: PostRecord = {
      id,
      authorId,
      content,
      title: postTitle(content),
      topic: postTopic(request.isCrowdfunding),
      isCrowdfunding: request.isCrowdfunding,
      tags: request.tags,
      likesCount: 0,
      repliesCount: 0,
      fileAttachments,
      createdAt: now,
      updatedAt: now,
    };
    await this.unitOfWork.run(async () => {
      await this.posts.insert(record);
      await this.tags.changed([], record.tags);
      await this.outbox.add(
        PostCreatedEvent,
        {
          postId: id,
          authorId,
          title: record.title,
          tags: record.tags,
          createdAt: now.toISOString(),
        },
        { eventId: `post-created-${id}` },
      );
      await this.mentions.announce(mentions);
    });
    const view = this.toView(record, author, false);
    // After the commit: whoever has the feed open sees the post it would now load.
    this.realtime.toRoom(COMMUNITY_FEED_ROOM, COMMUNITY_REALTIME.postCreated, view, {
      exceptUserId: authorId,
    });
    return view;
  }

  async update(userId: string, postId: string, request: UpdatePostRequest): Promise<CommunityPost> {
    const post = await this.requireOwn(userId, postId);
    const content = request.content.trim();
    const fileAttachments: FileAttachment[] = request.attachments
      ? await this.keptOrOwnFiles(userId, post, request.attachments)
      : post.fileAttachments;
    if (content === '' && fileAttachments.length === 0) {
      throw new DomainError(CommunityErrors.POST_EMPTY);
    }
    const author = await this.people.one(userId);
    const mentions = await this.mentions.resolve({
      author,
      postId,
      commentId: null,
      text: content,
      previousText: post.content,
    });
    const tags = request.tags ?? post.tags;
    const now = this.clock.now();
    const updated = await this.unitOfWork.run(async () => {
      const stored = await this.posts.update(postId, {
        content,
        title: postTitle(content),
        tags,
        fileAttachments,
        updatedAt: now,
      });
      if (!stored) throw new DomainError(CommunityErrors.POST_NOT_FOUND);
      await this.tags.changed(post.tags, tags);
      await this.outbox.add(PostUpdatedEvent, {
        postId,
        authorId: userId,
        title: stored.title,
        tags,
        updatedAt: now.toISOString(),
      });
      await this.mentions.announce(mentions);
      return stored;
    });
    const liked = await this.likes.likedAmong(userId, [postId]);
    return this.toView(updated, author, liked.has(postId));
  }

  async delete(userId: string, postId: string): Promise<void> {
    const post = await this.requireOwn(userId, postId);
    await this.unitOfWork.run(async () => {
      if (!(await this.posts.delete(postId))) throw new DomainError(CommunityErrors.POST_NOT_FOUND);
      await this.comments.deleteAllOf(postId);
      await this.likes.removeAllOf(postId);
      await this.tags.changed(post.tags, []);
      await this.outbox.add(
        PostDeletedEvent,
        { postId, authorId: userId, deletedAt: this.clock.now().toISOString() },
        { eventId: `post-deleted-${postId}` },
      );
    });
    const push: PostDeletedPush = { postId };
    this.realtime.toRoom(COMMUNITY_FEED_ROOM, COMMUNITY_REALTIME.postDeleted, push, {
      exceptUserId: userId,
    });
  }

  async search(
    viewerId: string,
    filter: PostSearchFilter,
    sort: PostSort,
    limit: number,
  ): Promise<CommunityPost[]> {
    return this.views(viewerId, await this.posts.search(filter, sort, limit));
  }

  async exists(postId: string): Promise<boolean> {
    return (await this.posts.findById(postId)) !== null;
  }

  async require(postId: string): Promise<PostRecord> {
    const post = await this.posts.findById(postId);
    if (!post) throw new DomainError(CommunityErrors.POST_NOT_FOUND);
    return post;
  }

  async views(viewerId: string, records: readonly PostRecord[]): Promise<CommunityPost[]> {
    const [people, liked] = await Promise.all([
      this.people.byId(records.map((post) => post.authorId)),
      this.likes.likedAmong(
        viewerId,
        records.map((post) => post.id),
      ),
    ]);
    return records.map((post) => this.toView(post, people.get(post.authorId)!, liked.has(post.id)));
  }

  /** Files already on the post stay (with a new alt text if given); others must be the author's own. */
  private async keptOrOwnFiles(
    userId: string,
    post: PostRecord,
    refs: readonly AttachmentRef[],
  ): Promise<FileAttachment[]> {
    const unique = [...new Map(refs.map((ref) => [ref.key, ref])).values()];
    const kept = new Map(post.fileAttachments.map((file) => [file.key, file]));
    const fresh = unique.filter((ref) => !kept.has(ref.key));
    const added = new Map(
      (await this.uploads.attachmentsOf(userId, fresh)).map((file) => [file.key, file]),
    );
    return unique.map((ref) => {
      const file = kept.get(ref.key);
      if (!file) return added.get(ref.key)!;
      return ref.alt === undefined ? file : { ...file, alt: ref.alt };
    });
  }

  private async requireOwn(userId: string, postId: string): Promise<PostRecord> {
    const post = await this.require(postId);
    if (post.authorId !== userId) throw new DomainError(CommunityErrors.NOT_POST_AUTHOR);
    return post;
  }

  private toView(
    post: PostRecord,
    author: CommunityPost['author'],
    likedByMe: boolean,
  ): CommunityPost {
    return {
      id: post.id,
      authorId: post.authorId,
      author,
      content: post.content,
      title: post.title,
      topic: post.topic,
      isCrowdfunding: post.isCrowdfunding,
      tags: post.tags,
      likesCount: post.likesCount,
      repliesCount: post.repliesCount,
      likedByMe,
      fileAttachments: post.fileAttachments,
      createdAt: post.createdAt.toISOString(),
      updatedAt: post.updatedAt.toISOString(),
    };
  }
}
