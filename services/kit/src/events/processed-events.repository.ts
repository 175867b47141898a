import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { duplicateKeyFields } from '../persistence/duplicate-key-fields';
import { PROCESSED_EVENT_MODEL, type ProcessedEventRecord } from './processed-event.schema';

@Injectable()
export class ProcessedEventsRepository {
  constructor(
    @InjectModel(PROCESSED_EVENT_MODEL) private readonly model: Model<ProcessedEventRecord>,
  ) {}

  async wasHandled(eventId: string): Promise<boolean> {
    return (await this.model.exists({ eventId }).lean()) !== null;
  }

  async remember(eventId: string, subject: string): Promise<void> {
    try {
      await this.model.create({ eventId, subject, handledAt: new Date() });
    } catch (error) {
      if (!duplicateKeyFields(error)) throw error;
    }
  }
}
