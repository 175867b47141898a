import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope } from '@filmcollab/contracts';
import type { Model } from 'mongoose';
import type { TraceCarrier } from '../tracing/tracing';
import { OUTBOX_ENTRY_MODEL, type OutboxEntryDocument } from './outbox-entry.schema';

export interface OutboxEntry {
  id: string;
  subject: string;
  envelope: string;
  createdAt: Date;
  /** The trace context the event was stored in (empty when tracing was off). */
  traceContext: TraceCarrier;
}

@Injectable()
export class OutboxRepository implements OnModuleInit {
  constructor(
    @InjectModel(OUTBOX_ENTRY_MODEL) private readonly entries: Model<OutboxEntryDocument>,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.entries.init();
  }

  /**
   * Stores the envelope (inside the caller's transaction when there is one); storing it again is
   * harmless. Returns the entry as the relay reads it.
   */
  async add(envelope: EventEnvelope, traceContext: TraceCarrier = {}): Promise<OutboxEntry> {
    const entry: OutboxEntry = {
      id: envelope.id,
      subject: envelope.subject,
      envelope: JSON.stringify(envelope),
      createdAt: new Date(envelope.occurredAt),
      traceContext,
    };
    await this.entries.updateOne(
      { _id: entry.id },
      {
        $setOnInsert: {
          subject: entry.subject,
          envelope: entry.envelope,
          createdAt: entry.createdAt,
          ...(Object.keys(traceContext).length > 0 ? { traceContext } : {}),
        },
      },
      { upsert: true },
    );
    return entry;
  }

  async oldest(limit: number): Promise<OutboxEntry[]> {
    const docs = await this.entries
      .find()
      .sort({ createdAt: 1, _id: 1 })
      .limit(limit)
      .lean<OutboxEntryDocument[]>()
      .exec();
    return docs.map((doc) => ({
      id: doc._id,
      subject: doc.subject,
      envelope: doc.envelope,
      createdAt: new Date(doc.createdAt),
      traceContext: (doc.traceContext ?? {}) as TraceCarrier,
    }));
  }

  async remove(ids: readonly string[]): Promise<void> {
    await this.entries.deleteMany({ _id: { $in: ids } }).exec();
  }

  pendingCount(): Promise<number> {
    return this.entries.countDocuments().exec();
  }

  async oldestCreatedAt(): Promise<Date | null> {
    const oldest = await this.entries
      .findOne()
      .sort({ createdAt: 1 })
      .lean<OutboxEntryDocument>()
      .exec();
    return oldest ? new Date(oldest.createdAt) : null;
  }
}
