import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { AuditEntryRecord, NewAuditEntry } from './audit-entry-record';
import { AUDIT_ENTRY_MODEL, type AuditEntryDocument } from './audit-entry.schema';

type Lean = AuditEntryDocument & { _id: string };

function toRecord(doc: Lean): AuditEntryRecord {
  return {
    id: doc._id,
    projectId: doc.projectId,
    userId: doc.userId,
    createdBy: doc.createdBy,
    action: doc.action,
    role: doc.role ?? null,
    message: doc.message ?? null,
    createdAt: doc.createdAt,
  };
}

@Injectable()
export class AuditRepository implements OnModuleInit {
  /** Orders the entries this instance writes within one millisecond. */
  private counter = 0;

  constructor(
    @InjectModel(AUDIT_ENTRY_MODEL) private readonly entries: Model<AuditEntryDocument>,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.entries.init();
  }

  async insert(entry: NewAuditEntry, createdAt: Date): Promise<AuditEntryRecord> {
    this.counter = (this.counter + 1) % 1000;
    const created = await this.entries.create({
      _id: randomUUID(),
      ...entry,
      createdAt,
      sequence: createdAt.getTime() * 1000 + this.counter,
    });
    return toRecord(created.toObject() as Lean);
  }

  async latest(projectId: string, userId: string): Promise<AuditEntryRecord | null> {
    const doc = await this.entries
      .findOne({ projectId, userId })
      .sort({ sequence: -1 })
      .lean<Lean>()
      .exec();
    return doc ? toRecord(doc) : null;
  }

  /** A user's history on a project, oldest first. */
  async history(projectId: string, userId: string): Promise<AuditEntryRecord[]> {
    const docs = await this.entries
      .find({ projectId, userId })
      .sort({ sequence: 1 })
      .lean<Lean[]>()
      .exec();
    return docs.map(toRecord);
  }
}
