import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { withId } from '@filmcollab/service-kit';
import type { Model } from 'mongoose';
import { TASK_COMMENT_MODEL, type TaskCommentDocument } from './task-comment.schema';

export interface TaskCommentRecord {
  id: string;
  projectId: string;
  taskId: string;
  userId: string;
  comment: string;
  mentions: string[];
  isEdited: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const toRecord = (document: TaskCommentDocument) => withId(document) as TaskCommentRecord;

@Injectable()
export class TaskCommentRepository {
  constructor(
    @InjectModel(TASK_COMMENT_MODEL) private readonly comments: Model<TaskCommentDocument>,
  ) {}

  async insert(comment: Omit<TaskCommentRecord, 'id'>): Promise<TaskCommentRecord> {
    const _id = randomUUID();
    await this.comments.create({ _id, ...comment });
    return { id: _id, ...comment };
  }

  async find(taskId: string, id: string): Promise<TaskCommentRecord | null> {
    const document = await this.comments
      .findOne({ _id: id, taskId })
      .lean<TaskCommentDocument>()
      .exec();
    return document ? toRecord(document) : null;
  }

  /** Edits the text only when `userId` wrote the comment. */
  async editOwn(
    id: string,
    userId: string,
    change: { comment: string; mentions: string[]; updatedAt: Date },
  ): Promise<TaskCommentRecord | null> {
    const document = await this.comments
      .findOneAndUpdate(
        { _id: id, userId },
        { $set: { ...change, isEdited: true } },
        { returnDocument: 'after' },
      )
      .lean<TaskCommentDocument>()
      .exec();
    return document ? toRecord(document) : null;
  }

  async ofTask(taskId: string): Promise<TaskCommentRecord[]> {
    const documents = await this.comments
      .find({ taskId })
      .sort({ createdAt: 1 })
      .lean<TaskCommentDocument[]>()
      .exec();
    return documents.map(toRecord);
  }

  async deleteOfTasks(taskIds: readonly string[]): Promise<void> {
    await this.comments.deleteMany({ taskId: { $in: [...taskIds] } }).exec();
  }
}
