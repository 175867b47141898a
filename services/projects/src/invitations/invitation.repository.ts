import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { conflictOnDuplicate } from '@filmcollab/service-kit';
import type { Model } from 'mongoose';
import type { InvitationRecord } from './invitation-record';
import { INVITATION_MODEL, type InvitationDocument } from './invitation.schema';

type Lean = InvitationDocument & { _id: string };

function toRecord(doc: Lean): InvitationRecord {
  return {
    id: doc._id,
    projectId: doc.projectId,
    inviterId: doc.inviterId,
    inviteeId: doc.inviteeId,
    role: doc.role,
    message: doc.message ?? null,
    status: doc.status,
    createdAt: doc.createdAt,
    answeredAt: doc.answeredAt ?? null,
  };
}

export class AlreadyInvitedError extends Error {
  constructor() {
    super('the user already has a pending invitation to this project');
  }
}

const LIST_LIMIT = 200;

@Injectable()
export class InvitationRepository implements OnModuleInit {
  constructor(
    @InjectModel(INVITATION_MODEL) private readonly invitations: Model<InvitationDocument>,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.invitations.init();
  }

  /** Throws `AlreadyInvitedError` when the invitee has a pending invitation to the project. */
  async insert(
    invitation: Pick<
      InvitationRecord,
      'projectId' | 'inviterId' | 'inviteeId' | 'role' | 'message'
    >,
  ): Promise<InvitationRecord> {
    const created = await conflictOnDuplicate(
      () => this.invitations.create({ _id: randomUUID(), ...invitation, status: 'pending' }),
      () => new AlreadyInvitedError(),
    );
    return toRecord(created.toObject() as Lean);
  }

  async findById(id: string): Promise<InvitationRecord | null> {
    const doc = await this.invitations.findById(id).lean<Lean>().exec();
    return doc ? toRecord(doc) : null;
  }

  async findPending(projectId: string, inviteeId: string): Promise<InvitationRecord | null> {
    const doc = await this.invitations
      .findOne({ projectId, inviteeId, status: 'pending' })
      .lean<Lean>()
      .exec();
    return doc ? toRecord(doc) : null;
  }

  /** Records the answer to a pending invitation; null when it was not pending any more. */
  async answer(
    id: string,
    status: 'accepted' | 'declined',
    answeredAt: Date,
  ): Promise<InvitationRecord | null> {
    const doc = await this.invitations
      .findOneAndUpdate(
        { _id: id, status: 'pending' },
        { $set: { status, answeredAt } },
        { returnDocument: 'after' },
      )
      .lean<Lean>()
      .exec();
    return doc ? toRecord(doc) : null;
  }

  async listPendingByProject(projectId: string): Promise<InvitationRecord[]> {
    const docs = await this.invitations
      .find({ projectId, status: 'pending' })
      .sort({ createdAt: -1, _id: -1 })
      .limit(LIST_LIMIT)
      .lean<Lean[]>()
      .exec();
    return docs.map(toRecord);
  }

  async listPendingByInvitee(inviteeId: string): Promise<InvitationRecord[]> {
    const docs = await this.invitations
      .find({ inviteeId, status: 'pending' })
      .sort({ createdAt: -1, _id: -1 })
      .limit(LIST_LIMIT)
      .lean<Lean[]>()
      .exec();
    return docs.map(toRecord);
  }
}
