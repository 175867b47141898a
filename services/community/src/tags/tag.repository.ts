import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { prefixPattern } from '../search/contains-pattern';
import { TAG_MODEL, type TagDocument } from './tag.schema';

@Injectable()
export class TagRepository {
  constructor(@InjectModel(TAG_MODEL) private readonly tags: Model<TagDocument>) {}

  async add(tags: readonly string[], delta: 1 | -1): Promise<void> {
    for (const tag of tags) {
      await this.tags.updateOne({ _id: tag }, { $inc: { count: delta } }, { upsert: true }).exec();
    }
  }

  /** The most used tags starting with `prefix`. */
  async mostUsed(prefix: string, limit: number): Promise<string[]> {
    const filter =
      prefix === '' ? { count: { $gt: 0 } } : { _id: prefixPattern(prefix), count: { $gt: 0 } };
    const documents = await this.tags
      .find(filter)
      .sort({ count: -1, _id: 1 })
      .limit(limit)
      .lean<TagDocument[]>()
      .exec();
    return documents.map((tag) => tag._id);
  }
}
