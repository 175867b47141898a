import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { DependencyType, MilestoneDependency, MilestoneStatus } from '@filmcollab/contracts';
import { withId } from '@filmcollab/service-kit';
import type { Model } from 'mongoose';
import {
  MILESTONE_DEPENDENCY_MODEL,
  MILESTONE_MODEL,
  type MilestoneDependencyDocument,
  type MilestoneDocument,
} from './milestone.schema';

export interface MilestoneRecord {
  id: string;
  projectId: string;
  title: string;
  description: string | null;
  dueDate: string;
  status: MilestoneStatus;
  progressPercentage: number;
  requiresApproval: boolean;
  createdBy: string;
  createdAt: Date;
}

const toRecord = (document: MilestoneDocument) => withId(document) as MilestoneRecord;
function toDependency(document: MilestoneDependencyDocument): MilestoneDependency {
  return {
    id: document._id,
    milestoneId: document.milestoneId,
    dependsOnMilestoneId: document.dependsOnMilestoneId,
    dependencyType: document.dependencyType as DependencyType,
    createdBy: document.createdBy,
  };
}

@Injectable()
export class MilestoneRepository {
  constructor(
    @InjectModel(MILESTONE_MODEL) private readonly milestones: Model<MilestoneDocument>,
    @InjectModel(MILESTONE_DEPENDENCY_MODEL)
    private readonly dependencies: Model<MilestoneDependencyDocument>,
  ) {}

  async insert(milestone: Omit<MilestoneRecord, 'id'>): Promise<MilestoneRecord> {
    const _id = randomUUID();
    await this.milestones.create({ _id, ...milestone });
    return { id: _id, ...milestone };
  }

  async update(
    projectId: string,
    id: string,
    changes: Partial<MilestoneRecord>,
  ): Promise<MilestoneRecord | null> {
    const document = await this.milestones
      .findOneAndUpdate({ _id: id, projectId }, { $set: changes }, { returnDocument: 'after' })
      .lean<MilestoneDocument>()
      .exec();
    return document ? toRecord(document) : null;
  }

  async find(projectId: string, id: string): Promise<MilestoneRecord | null> {
    const document = await this.milestones
      .findOne({ _id: id, projectId })
      .lean<MilestoneDocument>()
      .exec();
    return document ? toRecord(document) : null;
  }

  /** Ordered by due date (spec 03 §7). */
  async ofProject(projectId: string): Promise<MilestoneRecord[]> {
    const documents = await this.milestones
      .find({ projectId })
      .sort({ dueDate: 1, createdAt: 1 })
      .lean<MilestoneDocument[]>()
      .exec();
    return documents.map(toRecord);
  }

  async delete(projectId: string, id: string): Promise<void> {
    await this.milestones.deleteOne({ _id: id, projectId }).exec();
    await this.dependencies
      .deleteMany({ projectId, $or: [{ milestoneId: id }, { dependsOnMilestoneId: id }] })
      .exec();
  }

  async insertDependency(
    projectId: string,
    dependency: Omit<MilestoneDependency, 'id'>,
    at: Date,
  ): Promise<MilestoneDependency> {
    const _id = randomUUID();
    await this.dependencies.create({ _id, projectId, ...dependency, createdAt: at });
    return { id: _id, ...dependency };
  }

  async dependenciesOf(projectId: string): Promise<MilestoneDependency[]> {
    const documents = await this.dependencies
      .find({ projectId })
      .sort({ createdAt: 1 })
      .lean<MilestoneDependencyDocument[]>()
      .exec();
    return documents.map(toDependency);
  }

  async findDependency(projectId: string, id: string): Promise<MilestoneDependency | null> {
    const document = await this.dependencies
      .findOne({ _id: id, projectId })
      .lean<MilestoneDependencyDocument>()
      .exec();
    return document ? toDependency(document) : null;
  }

  async deleteDependency(id: string): Promise<void> {
    await this.dependencies.deleteOne({ _id: id }).exec();
  }
}
