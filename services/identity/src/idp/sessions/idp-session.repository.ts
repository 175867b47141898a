import { withId } from '@filmcollab/service-kit';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { IDP_SESSION_MODEL, type IdpSessionDocument } from './idp-session.schema';
import type { IdpSession } from './idp-session';

/** Keeps the cookie hash inside; `revokedAt` defaults to null, which mongoose infers as optional. */
function toSession(doc: IdpSessionDocument): IdpSession {
  const { cookieHash: _cookieHash, ...session } = withId(doc);
  return { ...session, revokedAt: session.revokedAt ?? null };
}

/** IdP sessions; owned by `AccountsModule`, whose `IdpSessionService` and local accounts are its only writers. */
@Injectable()
export class IdpSessionRepository {
  constructor(
    @InjectModel(IDP_SESSION_MODEL) private readonly sessions: Model<IdpSessionDocument>,
  ) {}

  async insert(session: IdpSessionDocument): Promise<IdpSession> {
    await this.sessions.create(session);
    return toSession(session);
  }

  async findById(id: string): Promise<IdpSession | null> {
    const doc = await this.sessions.findById(id).lean<IdpSessionDocument>().exec();
    return doc && toSession(doc);
  }

  async findByCookieHash(cookieHash: string): Promise<IdpSession | null> {
    const doc = await this.sessions.findOne({ cookieHash }).lean<IdpSessionDocument>().exec();
    return doc && toSession(doc);
  }

  /** True when the session was still open (this call ended it). */
  async revoke(id: string, at: Date): Promise<boolean> {
    const result = await this.sessions
      .updateOne({ _id: id, revokedAt: null }, { $set: { revokedAt: at } })
      .exec();
    return result.modifiedCount > 0;
  }

  /** Ends the account's open sessions; answers their ids. */
  async revokeAllOfAccount(accountId: string, at: Date): Promise<string[]> {
    const open = await this.sessions
      .find({ accountId, revokedAt: null }, { _id: 1 })
      .lean<{ _id: string }[]>()
      .exec();
    const ids = open.map(({ _id }) => _id);
    if (ids.length > 0) {
      await this.sessions
        .updateMany({ _id: { $in: ids }, revokedAt: null }, { $set: { revokedAt: at } })
        .exec();
    }
    return ids;
  }
}
