import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { upsertIfNewer } from '@filmcollab/service-kit';
import { PROJECT_CARD_MODEL, type ProjectCardDocument } from './project-card.schema';

export interface ProjectCardRecord {
  id: string;
  title: string;
  description: string | null;
  status: string;
  creatorId: string;
  updatedAt: Date;
}

@Injectable()
export class ProjectCardRepository {
  constructor(
    @InjectModel(PROJECT_CARD_MODEL) private readonly cards: Model<ProjectCardDocument>,
  ) {}

  /** Keeps the newest version of the project's card, over a membership event's placeholder too. */
  async apply(card: ProjectCardRecord): Promise<void> {
    const { id, ...fields } = card;
    await upsertIfNewer(this.cards, { id, field: 'updatedAt', value: card.updatedAt, set: fields });
  }

  /** A first sighting from a membership event, until the project's own event arrives. */
  async insertIfAbsent(id: string, title: string, creatorId: string): Promise<void> {
    await this.cards
      .updateOne(
        { _id: id },
        {
          $setOnInsert: {
            title,
            creatorId,
            description: null,
            status: 'planning',
            updatedAt: new Date(0),
          },
        },
        { upsert: true },
      )
      .exec();
  }

  /** The creator's projects in a status, oldest first. */
  async findOf(creatorId: string, status: string): Promise<string[]> {
    const documents = await this.cards
      .find({ creatorId, status }, { _id: 1 })
      .sort({ _id: 1 })
      .lean<{ _id: string }[]>()
      .exec();
    return documents.map((d) => d._id);
  }

  async find(id: string): Promise<ProjectCardRecord | null> {
    const document = await this.cards.findById(id).lean<ProjectCardDocument>().exec();
    if (!document) return null;
    return {
      id: document._id,
      title: document.title,
      description: document.description ?? null,
      status: document.status,
      creatorId: document.creatorId,
      updatedAt: document.updatedAt,
    };
  }
}
