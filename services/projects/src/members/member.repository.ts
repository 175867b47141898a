import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { conflictOnDuplicate } from '@filmcollab/service-kit';
import type { Model } from 'mongoose';
import type { MemberRecord } from './member-record';
import { MEMBER_MODEL, type MemberDocument } from './member.schema';

type Lean = MemberDocument & { _id: string };

function toRecord(doc: Lean): MemberRecord {
  return {
    id: doc._id,
    projectId: doc.projectId,
    userId: doc.userId,
    role: doc.role,
    joinedAt: doc.joinedAt,
    invitedBy: doc.invitedBy ?? null,
  };
}

export class AlreadyMemberError extends Error {
  constructor() {
    super('the user is already an active member of this project');
  }
}

@Injectable()
export class MemberRepository implements OnModuleInit {
  constructor(@InjectModel(MEMBER_MODEL) private readonly members: Model<MemberDocument>) {}

  async onModuleInit(): Promise<void> {
    await this.members.init();
  }

  /** Throws `AlreadyMemberError` when the user already has an active row on the project. */
  async insert(member: Omit<MemberRecord, 'id'>): Promise<MemberRecord> {
    const created = await conflictOnDuplicate(
      () => this.members.create({ _id: randomUUID(), ...member, status: 'active' }),
      () => new AlreadyMemberError(),
    );
    return toRecord(created.toObject() as Lean);
  }

  async find(projectId: string, userId: string): Promise<MemberRecord | null> {
    const doc = await this.members
      .findOne({ projectId, userId, status: 'active' })
      .lean<Lean>()
      .exec();
    return doc ? toRecord(doc) : null;
  }

  /** Deletes the active row; null when there was none (left or removed meanwhile). */
  async delete(projectId: string, userId: string): Promise<MemberRecord | null> {
    const doc = await this.members
      .findOneAndDelete({ projectId, userId, status: 'active' })
      .lean<Lean>()
      .exec();
    return doc ? toRecord(doc) : null;
  }

  /** A project's active members by join date. */
  async listByProject(projectId: string): Promise<MemberRecord[]> {
    const docs = await this.members
      .find({ projectId, status: 'active' })
      .sort({ joinedAt: 1, _id: 1 })
      .lean<Lean[]>()
      .exec();
    return docs.map(toRecord);
  }

  /** A user's active memberships, oldest first. */
  async listByUser(userId: string): Promise<MemberRecord[]> {
    const docs = await this.members
      .find({ userId, status: 'active' })
      .sort({ joinedAt: 1, _id: 1 })
      .lean<Lean[]>()
      .exec();
    return docs.map(toRecord);
  }
}
