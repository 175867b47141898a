import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { conflictOnDuplicate, withId } from '@filmcollab/service-kit';
import type { Model } from 'mongoose';
import { TIME_LOG_MODEL, type TimeLogDocument } from './time-log.schema';

export interface TimeLogRecord {
  id: string;
  projectId: string;
  taskId: string;
  userId: string;
  startTime: Date;
  endTime: Date | null;
  durationMinutes: number | null;
  description: string | null;
}

const toRecord = ({ openFor: _openFor, ...document }: TimeLogDocument) =>
  withId(document) as TimeLogRecord;

/** Another open log of the same user was written at the same moment. */
export class OpenTimeLogExistsError extends Error {}

@Injectable()
export class TimeLogRepository {
  constructor(@InjectModel(TIME_LOG_MODEL) private readonly logs: Model<TimeLogDocument>) {}

  async insert(log: Omit<TimeLogRecord, 'id'>): Promise<TimeLogRecord> {
    const _id = randomUUID();
    const openFor = log.endTime === null ? { openFor: log.userId } : {};
    await conflictOnDuplicate(
      () => this.logs.create({ _id, ...log, ...openFor }),
      () => new OpenTimeLogExistsError(),
    );
    return { id: _id, ...log };
  }

  /** Closes every open log of the user with a duration of 0 (spec 03 §4). */
  async abandonOpen(userId: string, at: Date): Promise<void> {
    await this.logs
      .updateMany(
        { userId, endTime: null },
        { $set: { endTime: at, durationMinutes: 0 }, $unset: { openFor: 1 } },
      )
      .exec();
  }

  async findOpen(id: string, taskId: string, userId: string): Promise<TimeLogRecord | null> {
    const document = await this.logs
      .findOne({ _id: id, taskId, userId, endTime: null })
      .lean<TimeLogDocument>()
      .exec();
    return document ? toRecord(document) : null;
  }

  async close(id: string, endTime: Date, durationMinutes: number): Promise<TimeLogRecord | null> {
    const document = await this.logs
      .findOneAndUpdate(
        { _id: id, endTime: null },
        { $set: { endTime, durationMinutes }, $unset: { openFor: 1 } },
        { returnDocument: 'after' },
      )
      .lean<TimeLogDocument>()
      .exec();
    return document ? toRecord(document) : null;
  }

  async ofTask(taskId: string): Promise<TimeLogRecord[]> {
    const documents = await this.logs
      .find({ taskId })
      .sort({ startTime: -1 })
      .lean<TimeLogDocument[]>()
      .exec();
    return documents.map(toRecord);
  }

  /** Logged minutes per task of the project (closed logs). */
  async minutesByTask(projectId: string): Promise<Map<string, number>> {
    const documents = await this.logs
      .find({ projectId, endTime: { $ne: null } }, { taskId: 1, durationMinutes: 1 })
      .lean<{ taskId: string; durationMinutes: number | null }[]>()
      .exec();
    const minutes = new Map<string, number>();
    for (const log of documents) {
      minutes.set(log.taskId, (minutes.get(log.taskId) ?? 0) + (log.durationMinutes ?? 0));
    }
    return minutes;
  }

  async deleteOfTasks(taskIds: readonly string[]): Promise<void> {
    await this.logs.deleteMany({ taskId: { $in: [...taskIds] } }).exec();
  }
}
