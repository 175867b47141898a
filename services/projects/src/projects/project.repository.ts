import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { ProjectStatus } from '@filmcollab/contracts';
import type { Model } from 'mongoose';
import { afterCursor, NEWEST_FIRST, type PageCursor } from '../common/page-cursor';
import type { ProjectDetails, ProjectRecord } from './project-record';
import { PROJECT_MODEL, type ProjectDocument } from './project.schema';

function toRecord(doc: ProjectDocument & { _id: string }): ProjectRecord {
  const { _id, ...rest } = doc;
  return { id: _id, ...(rest as Omit<ProjectRecord, 'id'>) };
}

type Lean = ProjectDocument & { _id: string };

@Injectable()
export class ProjectRepository implements OnModuleInit {
  constructor(@InjectModel(PROJECT_MODEL) private readonly projects: Model<ProjectDocument>) {}

  async onModuleInit(): Promise<void> {
    await this.projects.init();
  }

  async insert(
    creatorId: string,
    status: ProjectStatus,
    details: ProjectDetails,
  ): Promise<ProjectRecord> {
    const created = await this.projects.create({
      _id: randomUUID(),
      creatorId,
      status,
      ...details,
    });
    return toRecord(created.toObject() as Lean);
  }

  async findById(id: string): Promise<ProjectRecord | null> {
    const doc = await this.projects.findById(id).lean<Lean>().exec();
    return doc ? toRecord(doc) : null;
  }

  async findMany(ids: string[]): Promise<ProjectRecord[]> {
    if (ids.length === 0) return [];
    const docs = await this.projects
      .find({ _id: { $in: [...new Set(ids)] } })
      .lean<Lean[]>()
      .exec();
    return docs.map(toRecord);
  }

  async listByCreator(creatorId: string): Promise<ProjectRecord[]> {
    const docs = await this.projects.find({ creatorId }).sort(NEWEST_FIRST).lean<Lean[]>().exec();
    return docs.map(toRecord);
  }

  /** Up to `limit` projects of `status`, newest first, after `cursor`. */
  async listByStatus(
    status: ProjectStatus,
    cursor: PageCursor | null,
    limit: number,
  ): Promise<ProjectRecord[]> {
    const docs = await this.projects
      .find({ status, ...(cursor ? afterCursor(cursor) : {}) })
      .sort(NEWEST_FIRST)
      .limit(limit)
      .lean<Lean[]>()
      .exec();
    return docs.map(toRecord);
  }

  async update(id: string, changes: Partial<ProjectDetails>): Promise<ProjectRecord | null> {
    const doc = await this.projects
      .findByIdAndUpdate(id, { $set: changes }, { returnDocument: 'after' })
      .lean<Lean>()
      .exec();
    return doc ? toRecord(doc) : null;
  }

  /** Moves the project from `from` to `to`; null when it was not in `from` (changed meanwhile). */
  async changeStatus(
    id: string,
    from: ProjectStatus,
    to: ProjectStatus,
  ): Promise<ProjectRecord | null> {
    const doc = await this.projects
      .findOneAndUpdate(
        { _id: id, status: from },
        { $set: { status: to } },
        { returnDocument: 'after' },
      )
      .lean<Lean>()
      .exec();
    return doc ? toRecord(doc) : null;
  }
}
