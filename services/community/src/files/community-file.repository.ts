import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { FileAttachment } from '@filmcollab/contracts';
import type { Model } from 'mongoose';
import { COMMUNITY_FILE_MODEL, type CommunityFileDocument } from './community-file.schema';

export interface CommunityFileRecord extends FileAttachment {
  ownerId: string;
}

function toRecord(document: CommunityFileDocument): CommunityFileRecord {
  return {
    id: document._id,
    ownerId: document.ownerId,
    key: document.key,
    name: document.name,
    type: document.type,
    size: document.size,
    url: document.url,
    alt: document.alt ?? null,
  };
}

@Injectable()
export class CommunityFileRepository {
  constructor(
    @InjectModel(COMMUNITY_FILE_MODEL) private readonly files: Model<CommunityFileDocument>,
  ) {}

  async insert(record: CommunityFileRecord & { createdAt: Date }): Promise<CommunityFileRecord> {
    const { id, ...fields } = record;
    await this.files.create([{ _id: id, ...fields }]);
    return toRecord({ _id: id, ...fields } as CommunityFileDocument);
  }

  async findOwned(ownerId: string, keys: readonly string[]): Promise<CommunityFileRecord[]> {
    if (keys.length === 0) return [];
    const documents = await this.files
      .find({ ownerId, key: { $in: [...keys] } })
      .lean<CommunityFileDocument[]>()
      .exec();
    return documents.map(toRecord);
  }
}
