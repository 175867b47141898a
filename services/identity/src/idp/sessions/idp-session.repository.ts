import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { IDP_SESSION_MODEL, type IdpSessionRecord } from './idp-session.schema';
import type { IdpSession } from './idp-session';

function toSession(record: IdpSessionRecord): IdpSession {
  return {
    id: record._id,
    accountId: record.accountId,
    rememberMe: record.rememberMe,
    authTime: record.authTime,
    expiresAt: record.expiresAt,
    revokedAt: record.revokedAt ?? null,
  };
}

@Injectable()
export class IdpSessionRepository {
  constructor(@InjectModel(IDP_SESSION_MODEL) private readonly sessions: Model<IdpSessionRecord>) {}

  async insert(record: IdpSessionRecord): Promise<IdpSession> {
    await this.sessions.create(record);
    return toSession(record);
  }

  async findById(id: string): Promise<IdpSession | null> {
    const record = await this.sessions.findById(id).lean<IdpSessionRecord>().exec();
    return record && toSession(record);
  }

  async findByCookieHash(cookieHash: string): Promise<IdpSession | null> {
    const record = await this.sessions.findOne({ cookieHash }).lean<IdpSessionRecord>().exec();
    return record && toSession(record);
  }

  async revoke(id: string, at: Date): Promise<void> {
    await this.sessions.updateOne({ _id: id, revokedAt: null }, { $set: { revokedAt: at } }).exec();
  }

  async revokeAllOfAccount(accountId: string, at: Date): Promise<void> {
    await this.sessions
      .updateMany({ accountId, revokedAt: null }, { $set: { revokedAt: at } })
      .exec();
  }
}
