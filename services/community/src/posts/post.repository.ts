import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { FileAttachment, PostTopic } from '@filmcollab/contracts';
import type { Model, QueryFilter, SortOrder } from 'mongoose';
import { lessLikedThan, olderThan, type PostCursor } from './post-cursor';
import type { PostRecord } from './post-record';
import { POST_MODEL, type PostDocument } from './post.schema';

function toRecord(document: PostDocument): PostRecord {
  return {
    id: document._id,
    authorId: document.authorId,
    content: document.content,
    title: document.title,
    topic: document.topic as PostTopic,
    isCrowdfunding: document.isCrowdfunding,
    tags: [...(document.tags ?? [])],
    likesCount: document.likesCount,
    repliesCount: document.repliesCount,
    fileAttachments: (document.fileAttachments ?? []).map((file) => ({
      id: file.id,
      key: file.key,
      name: file.name,
      type: file.type,
      size: file.size,
      url: file.url,
      alt: file.alt ?? null,
    })),
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
  };
}

export interface PostChanges {
  content: string;
  title: string;
  tags: string[];
  fileAttachments: FileAttachment[];
  updatedAt: Date;
}

export interface PostSearchFilter {
  contentContains?: RegExp;
  tagContains?: RegExp;
  allTags?: string[];
  authorId?: string;
  since?: Date;
}

export type PostSort = 'newest' | 'oldest' | 'most_liked' | 'most_commented';

const SORTS: Record<PostSort, Record<string, SortOrder>> = {
  newest: { createdAt: -1, _id: -1 },
  oldest: { createdAt: 1, _id: 1 },
  most_liked: { likesCount: -1, createdAt: -1, _id: -1 },
  most_commented: { repliesCount: -1, createdAt: -1, _id: -1 },
};

@Injectable()
export class PostRepository {
  constructor(@InjectModel(POST_MODEL) private readonly posts: Model<PostDocument>) {}

  async insert(record: PostRecord): Promise<PostRecord> {
    const { id, ...fields } = record;
    await this.posts.create([{ _id: id, ...fields, contentLower: fields.content.toLowerCase() }]);
    return record;
  }

  async findById(id: string): Promise<PostRecord | null> {
    const document = await this.posts.findById(id).lean<PostDocument>().exec();
    return document ? toRecord(document) : null;
  }

  async findMany(ids: readonly string[]): Promise<PostRecord[]> {
    if (ids.length === 0) return [];
    const documents = await this.posts
      .find({ _id: { $in: [...ids] } })
      .lean<PostDocument[]>()
      .exec();
    return documents.map(toRecord);
  }

  async update(id: string, changes: PostChanges): Promise<PostRecord | null> {
    const document = await this.posts
      .findOneAndUpdate(
        { _id: id },
        { $set: { ...changes, contentLower: changes.content.toLowerCase() } },
        { returnDocument: 'after' },
      )
      .lean<PostDocument>()
      .exec();
    return document ? toRecord(document) : null;
  }

  async delete(id: string): Promise<boolean> {
    const { deletedCount } = await this.posts.deleteOne({ _id: id }).exec();
    return deletedCount > 0;
  }

  /** Adds `delta` to the likes and answers the new count (null when the post is gone). */
  async addLikes(id: string, delta: number): Promise<number | null> {
    const document = await this.posts
      .findOneAndUpdate({ _id: id }, { $inc: { likesCount: delta } }, { returnDocument: 'after' })
      .lean<PostDocument>()
      .exec();
    return document ? document.likesCount : null;
  }

  async setRepliesCount(id: string, repliesCount: number): Promise<void> {
    await this.posts.updateOne({ _id: id }, { $set: { repliesCount } }).exec();
  }

  /** One page (plus one, to tell whether more follow) of everyone's, an author's or liked posts. */
  async page(
    feed: { authorId?: string; trending?: boolean },
    cursor: PostCursor | null,
    limit: number,
  ): Promise<PostRecord[]> {
    const filters: QueryFilter<PostDocument>[] = [];
    if (feed.authorId) filters.push({ authorId: feed.authorId });
    if (feed.trending) filters.push({ likesCount: { $gt: 0 } });
    if (cursor) filters.push(feed.trending ? lessLikedThan(cursor) : olderThan(cursor));
    const documents = await this.posts
      .find(filters.length > 0 ? { $and: filters } : {})
      .sort(feed.trending ? SORTS.most_liked : SORTS.newest)
      .limit(limit + 1)
      .lean<PostDocument[]>()
      .exec();
    return documents.map(toRecord);
  }

  async search(filter: PostSearchFilter, sort: PostSort, limit: number): Promise<PostRecord[]> {
    const filters: QueryFilter<PostDocument>[] = [];
    if (filter.contentContains) filters.push({ contentLower: filter.contentContains });
    if (filter.tagContains) filters.push({ tags: filter.tagContains });
    if (filter.allTags && filter.allTags.length > 0)
      filters.push({ tags: { $all: filter.allTags } });
    if (filter.authorId) filters.push({ authorId: filter.authorId });
    if (filter.since) filters.push({ createdAt: { $gte: filter.since } });
    const documents = await this.posts
      .find(filters.length > 0 ? { $and: filters } : {})
      .sort(SORTS[sort])
      .limit(limit)
      .lean<PostDocument[]>()
      .exec();
    return documents.map(toRecord);
  }
}
