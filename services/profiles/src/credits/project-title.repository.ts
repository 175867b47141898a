import { duplicateKeyFields } from '@filmcollab/service-kit';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { PROJECT_TITLE_MODEL, type ProjectTitleDocument } from './project-title.schema';

export interface ProjectTitleRecord {
  projectId: string;
  title: string;
  asOf: Date;
}

@Injectable()
export class ProjectTitleRepository {
  constructor(
    @InjectModel(PROJECT_TITLE_MODEL) private readonly titles: Model<ProjectTitleDocument>,
  ) {}

  async find(projectId: string): Promise<ProjectTitleRecord | null> {
    const doc = await this.titles.findById(projectId).lean<ProjectTitleDocument>().exec();
    return doc ? { projectId: doc._id, title: doc.title, asOf: doc.asOf } : null;
  }

  /** Records the title unless a newer one is known; answers the newest known. */
  async remember(projectId: string, title: string, asOf: Date): Promise<ProjectTitleRecord> {
    try {
      await this.titles
        .updateOne(
          { _id: projectId, asOf: { $lt: asOf } },
          { $set: { title, asOf } },
          { upsert: true },
        )
        .exec();
    } catch (error) {
      // The upsert met the project's document holding a newer (or the same) title.
      if (!duplicateKeyFields(error)) throw error;
    }
    return (await this.find(projectId)) ?? { projectId, title, asOf };
  }
}
