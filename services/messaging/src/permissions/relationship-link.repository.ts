import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { RELATIONSHIP_LINK_MODEL, type RelationshipLinkDocument } from './relationship-link.schema';

export type LinkKind = 'connection' | 'membership';

export interface LinkKey {
  kind: LinkKind;
  scope: string;
  userId: string;
}

function linkId({ kind, scope, userId }: LinkKey): string {
  return `${kind}|${scope}|${userId}`;
}

function isActive(startedAt: Date | null, endedAt: Date | null): boolean {
  return startedAt !== null && (endedAt === null || startedAt.getTime() > endedAt.getTime());
}

@Injectable()
export class RelationshipLinkRepository {
  constructor(
    @InjectModel(RELATIONSHIP_LINK_MODEL) private readonly links: Model<RelationshipLinkDocument>,
  ) {}

  /**
   * Records a start or an end (keeping the latest of each) and returns whether the link is active
   * afterwards. `active` is set only if no other write changed the times meanwhile; that writer
   * sets it from the times it saw.
   */
  async record(key: LinkKey, edge: 'startedAt' | 'endedAt', at: Date): Promise<boolean> {
    const _id = linkId(key);
    await this.links
      .updateOne(
        { _id },
        { $setOnInsert: { kind: key.kind, scope: key.scope, userId: key.userId } },
        { upsert: true },
      )
      .exec();
    // Compare-and-set: a concurrent writer of a later time wins, an earlier one is retried over.
    for (;;) {
      const current = await this.links.findById(_id).lean<RelationshipLinkDocument>().exec();
      const previous = current?.[edge] ?? null;
      if (previous !== null && previous.getTime() >= at.getTime()) break;
      const { modifiedCount } = await this.links
        .updateOne({ _id, [edge]: previous }, { $set: { [edge]: at } })
        .exec();
      if (modifiedCount > 0) break;
    }
    const after = await this.links.findById(_id).lean<RelationshipLinkDocument>().exec();
    if (!after) return false;
    const active = isActive(after.startedAt ?? null, after.endedAt ?? null);
    await this.links
      .updateOne(
        { _id, startedAt: after.startedAt ?? null, endedAt: after.endedAt ?? null },
        { $set: { active } },
      )
      .exec();
    return active;
  }

  async isActive(key: LinkKey): Promise<boolean> {
    return (await this.links.exists({ _id: linkId(key), active: true }).exec()) !== null;
  }

  /** Projects the user is an active member of. */
  async activeScopes(kind: LinkKind, userId: string): Promise<string[]> {
    const rows = await this.links
      .find({ kind, userId, active: true }, { scope: 1 })
      .lean<{ scope: string }[]>()
      .exec();
    return rows.map((row) => row.scope);
  }

  /** Of these links, the active ones' `userId`s. */
  async activeUsers(
    kind: LinkKind,
    scopes: readonly string[],
    userIds: readonly string[],
  ): Promise<Set<string>> {
    if (scopes.length === 0 || userIds.length === 0) return new Set();
    const rows = await this.links
      .find(
        { kind, scope: { $in: [...scopes] }, userId: { $in: [...userIds] }, active: true },
        { userId: 1 },
      )
      .lean<{ userId: string }[]>()
      .exec();
    return new Set(rows.map((row) => row.userId));
  }

  async anyActive(kind: LinkKind, userId: string, scopes: readonly string[]): Promise<boolean> {
    if (scopes.length === 0) return false;
    return (
      (await this.links
        .exists({ kind, userId, scope: { $in: [...scopes] }, active: true })
        .exec()) !== null
    );
  }
}
