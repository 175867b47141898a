import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventType } from '@filmcollab/contracts';
import { withId } from '@filmcollab/service-kit';
import type { Model } from 'mongoose';
import { PROJECT_EVENT_MODEL, type ProjectEventDocument } from './project-event.schema';

export interface ProjectEventRecord {
  id: string;
  projectId: string;
  title: string;
  description: string | null;
  eventType: EventType;
  startTime: Date;
  endTime: Date | null;
  location: string | null;
  attendees: string[];
  createdBy: string;
  createdAt: Date;
}

const toRecord = (document: ProjectEventDocument) => withId(document) as ProjectEventRecord;

@Injectable()
export class ProjectEventRepository {
  constructor(
    @InjectModel(PROJECT_EVENT_MODEL) private readonly events: Model<ProjectEventDocument>,
  ) {}

  async insert(event: Omit<ProjectEventRecord, 'id'>): Promise<ProjectEventRecord> {
    const _id = randomUUID();
    await this.events.create({ _id, ...event });
    return { id: _id, ...event };
  }

  async update(
    projectId: string,
    id: string,
    changes: Partial<ProjectEventRecord>,
  ): Promise<ProjectEventRecord | null> {
    const document = await this.events
      .findOneAndUpdate({ _id: id, projectId }, { $set: changes }, { returnDocument: 'after' })
      .lean<ProjectEventDocument>()
      .exec();
    return document ? toRecord(document) : null;
  }

  async find(projectId: string, id: string): Promise<ProjectEventRecord | null> {
    const document = await this.events
      .findOne({ _id: id, projectId })
      .lean<ProjectEventDocument>()
      .exec();
    return document ? toRecord(document) : null;
  }

  /** Ordered by start time (spec 03 "Calendar"). */
  async ofProject(projectId: string): Promise<ProjectEventRecord[]> {
    const documents = await this.events
      .find({ projectId })
      .sort({ startTime: 1 })
      .lean<ProjectEventDocument[]>()
      .exec();
    return documents.map(toRecord);
  }

  async delete(projectId: string, id: string): Promise<void> {
    await this.events.deleteOne({ _id: id, projectId }).exec();
  }
}
