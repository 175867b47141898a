import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { conflictOnDuplicate } from '@filmcollab/service-kit';
import type { Model } from 'mongoose';
import type { ApplicationRecord } from './application-record';
import { APPLICATION_MODEL, type ApplicationDocument } from './application.schema';

type Lean = ApplicationDocument & { _id: string };

function toRecord(doc: Lean): ApplicationRecord {
  return {
    id: doc._id,
    projectId: doc.projectId,
    userId: doc.userId,
    role: doc.role,
    message: doc.message ?? null,
    opportunityId: doc.opportunityId ?? null,
    createdAt: doc.createdAt,
  };
}

export class AlreadyAppliedError extends Error {
  constructor() {
    super('the user already has a pending application to this project');
  }
}

@Injectable()
export class ApplicationRepository implements OnModuleInit {
  constructor(
    @InjectModel(APPLICATION_MODEL) private readonly applications: Model<ApplicationDocument>,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.applications.init();
  }

  /** Throws `AlreadyAppliedError` when the user has a pending application to the project. */
  async insert(
    application: Omit<ApplicationRecord, 'id' | 'createdAt'>,
  ): Promise<ApplicationRecord> {
    const created = await conflictOnDuplicate(
      () => this.applications.create({ _id: randomUUID(), ...application, status: 'pending' }),
      () => new AlreadyAppliedError(),
    );
    return toRecord(created.toObject() as Lean);
  }

  async findPending(projectId: string, userId: string): Promise<ApplicationRecord | null> {
    const doc = await this.applications
      .findOne({ projectId, userId, status: 'pending' })
      .lean<Lean>()
      .exec();
    return doc ? toRecord(doc) : null;
  }

  /** Deletes a pending application of the project; null when it is gone (decided meanwhile). */
  async deleteById(projectId: string, id: string): Promise<ApplicationRecord | null> {
    const doc = await this.applications
      .findOneAndDelete({ _id: id, projectId, status: 'pending' })
      .lean<Lean>()
      .exec();
    return doc ? toRecord(doc) : null;
  }

  async deletePending(projectId: string, userId: string): Promise<ApplicationRecord | null> {
    const doc = await this.applications
      .findOneAndDelete({ projectId, userId, status: 'pending' })
      .lean<Lean>()
      .exec();
    return doc ? toRecord(doc) : null;
  }

  /** A project's pending applications, oldest first. */
  async listPending(projectId: string): Promise<ApplicationRecord[]> {
    const docs = await this.applications
      .find({ projectId, status: 'pending' })
      .sort({ createdAt: 1, _id: 1 })
      .lean<Lean[]>()
      .exec();
    return docs.map(toRecord);
  }
}
