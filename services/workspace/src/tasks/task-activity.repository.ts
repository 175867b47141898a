import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { withId } from '@filmcollab/service-kit';
import type { Model } from 'mongoose';
import { TASK_ACTIVITY_MODEL, type TaskActivityDocument } from './task-activity.schema';

export interface TaskActivityRecord {
  id: string;
  projectId: string;
  taskId: string;
  userId: string;
  activityType: string;
  oldValue: string | null;
  newValue: string | null;
  description: string;
  createdAt: Date;
}

const toRecord = (document: TaskActivityDocument) => withId(document) as TaskActivityRecord;

@Injectable()
export class TaskActivityRepository {
  constructor(
    @InjectModel(TASK_ACTIVITY_MODEL) private readonly activity: Model<TaskActivityDocument>,
  ) {}

  async insert(entry: Omit<TaskActivityRecord, 'id'>): Promise<void> {
    await this.activity.create({ _id: randomUUID(), ...entry });
  }

  async ofTask(taskId: string): Promise<TaskActivityRecord[]> {
    const documents = await this.activity
      .find({ taskId })
      .sort({ createdAt: -1 })
      .limit(100)
      .lean<TaskActivityDocument[]>()
      .exec();
    return documents.map(toRecord);
  }

  async deleteOfTasks(taskIds: readonly string[]): Promise<void> {
    await this.activity.deleteMany({ taskId: { $in: [...taskIds] } }).exec();
  }
}
