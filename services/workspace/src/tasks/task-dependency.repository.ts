import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { DependencyType, TaskDependency } from '@filmcollab/contracts';
import type { Model } from 'mongoose';
import { TASK_DEPENDENCY_MODEL, type TaskDependencyDocument } from './task-dependency.schema';

function toDependency(document: TaskDependencyDocument): TaskDependency {
  return {
    id: document._id,
    taskId: document.taskId,
    dependsOnTaskId: document.dependsOnTaskId,
    dependencyType: document.dependencyType as DependencyType,
    createdBy: document.createdBy,
  };
}

@Injectable()
export class TaskDependencyRepository {
  constructor(
    @InjectModel(TASK_DEPENDENCY_MODEL)
    private readonly dependencies: Model<TaskDependencyDocument>,
  ) {}

  async insert(
    projectId: string,
    dependency: Omit<TaskDependency, 'id'>,
    at: Date,
  ): Promise<TaskDependency> {
    const _id = randomUUID();
    await this.dependencies.create({ _id, projectId, ...dependency, createdAt: at });
    return { id: _id, ...dependency };
  }

  async ofProject(projectId: string): Promise<TaskDependency[]> {
    const documents = await this.dependencies
      .find({ projectId })
      .sort({ createdAt: 1 })
      .lean<TaskDependencyDocument[]>()
      .exec();
    return documents.map(toDependency);
  }

  async find(projectId: string, id: string): Promise<TaskDependency | null> {
    const document = await this.dependencies
      .findOne({ _id: id, projectId })
      .lean<TaskDependencyDocument>()
      .exec();
    return document ? toDependency(document) : null;
  }

  async delete(id: string): Promise<void> {
    await this.dependencies.deleteOne({ _id: id }).exec();
  }

  async deleteTouching(taskIds: readonly string[]): Promise<void> {
    await this.dependencies
      .deleteMany({
        $or: [{ taskId: { $in: [...taskIds] } }, { dependsOnTaskId: { $in: [...taskIds] } }],
      })
      .exec();
  }
}
