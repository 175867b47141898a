import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { TaskPriority, TaskStatus } from '@filmcollab/contracts';
import { withId } from '@filmcollab/service-kit';
import type { Model } from 'mongoose';
import { TASK_MODEL, type TaskDocument } from './task.schema';

export interface TaskRecord {
  id: string;
  projectId: string;
  title: string;
  description: string | null;
  priority: TaskPriority;
  status: TaskStatus;
  assignedTo: string | null;
  createdBy: string;
  dueDate: string | null;
  estimatedHours: number | null;
  parentTaskId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type TaskChanges = Partial<Omit<TaskRecord, 'id' | 'projectId' | 'createdBy' | 'createdAt'>>;

const toRecord = (document: TaskDocument) => withId(document) as TaskRecord;

@Injectable()
export class TaskRepository {
  constructor(@InjectModel(TASK_MODEL) private readonly tasks: Model<TaskDocument>) {}

  async insert(task: Omit<TaskRecord, 'id'>): Promise<TaskRecord> {
    const _id = randomUUID();
    await this.tasks.create({ _id, ...task });
    return { id: _id, ...task };
  }

  async update(id: string, changes: TaskChanges): Promise<TaskRecord | null> {
    const document = await this.tasks
      .findOneAndUpdate({ _id: id }, { $set: changes }, { returnDocument: 'after' })
      .lean<TaskDocument>()
      .exec();
    return document ? toRecord(document) : null;
  }

  async find(projectId: string, id: string): Promise<TaskRecord | null> {
    const document = await this.tasks.findOne({ _id: id, projectId }).lean<TaskDocument>().exec();
    return document ? toRecord(document) : null;
  }

  async ofProject(projectId: string): Promise<TaskRecord[]> {
    const documents = await this.tasks
      .find({ projectId })
      .sort({ createdAt: -1 })
      .lean<TaskDocument[]>()
      .exec();
    return documents.map(toRecord);
  }

  async ofAssignee(projectId: string, userId: string): Promise<TaskRecord[]> {
    const documents = await this.tasks
      .find({ projectId, assignedTo: userId })
      .lean<TaskDocument[]>()
      .exec();
    return documents.map(toRecord);
  }

  async countSubtasks(id: string): Promise<number> {
    return this.tasks.countDocuments({ parentTaskId: id }).exec();
  }

  /** Deletes the task and its subtasks; answers the ids deleted. */
  async deleteWithSubtasks(projectId: string, id: string): Promise<string[]> {
    const subtasks = await this.tasks
      .find({ projectId, parentTaskId: id }, { _id: 1 })
      .lean<{ _id: string }[]>()
      .exec();
    const ids = [id, ...subtasks.map((s) => s._id)];
    await this.tasks.deleteMany({ projectId, _id: { $in: ids } }).exec();
    return ids;
  }
}
