import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { olderThan, type PageCursor } from '../pagination/page-cursor';
import { PROJECT_MESSAGE_MODEL, type ProjectMessageDocument } from './project-message.schema';

export interface ProjectMessageRecord {
  id: string;
  projectId: string;
  senderId: string;
  text: string;
  clientId: string | null;
  createdAt: Date;
}

function toRecord(document: ProjectMessageDocument): ProjectMessageRecord {
  return {
    id: document._id,
    projectId: document.projectId,
    senderId: document.senderId,
    text: document.text,
    clientId: document.clientId ?? null,
    createdAt: document.createdAt,
  };
}

@Injectable()
export class ProjectMessageRepository {
  constructor(
    @InjectModel(PROJECT_MESSAGE_MODEL) private readonly messages: Model<ProjectMessageDocument>,
  ) {}

  async insert(message: Omit<ProjectMessageRecord, 'id'>): Promise<ProjectMessageRecord> {
    const document = { _id: randomUUID(), ...message, messageType: 'text' };
    await this.messages.create([document]);
    return toRecord(document);
  }

  async findByClientId(
    projectId: string,
    senderId: string,
    clientId: string,
  ): Promise<ProjectMessageRecord | null> {
    const document = await this.messages
      .findOne({ projectId, senderId, clientId })
      .lean<ProjectMessageDocument>()
      .exec();
    return document ? toRecord(document) : null;
  }

  /** Newest first, at most `limit + 1`. */
  async page(projectId: string, before: PageCursor | null, limit: number) {
    const documents = await this.messages
      .find({ projectId, ...(before ? olderThan(before) : {}) })
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit + 1)
      .lean<ProjectMessageDocument[]>()
      .exec();
    return documents.map(toRecord);
  }
}
