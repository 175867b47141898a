import { conflictOnDuplicate, withId } from '@filmcollab/service-kit';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { normalizeUsername } from './normalize-username';
import type { CreditRecord, NewProfile, ProfileChanges, ProfileRecord } from './profile-record';
import { PROFILE_MODEL, type ProfileDocument } from './profile.schema';

/** Why an insert or a username change was refused by a unique index. */
export type ProfileConflict = 'username' | 'id';

export class ProfileConflictError extends Error {
  constructor(readonly conflict: ProfileConflict) {
    super(`profile ${conflict} already exists`);
  }
}

const toConflict = (fields: string[]) =>
  new ProfileConflictError(fields.includes('usernameNormalized') ? 'username' : 'id');

/** Drops the index-only and bookkeeping fields and turns absent `default: null` paths into null. */
function toRecord(doc: ProfileDocument): ProfileRecord {
  const { usernameNormalized: _normalized, updatedAt: _updatedAt, ...profile } = withId(doc);
  return {
    ...profile,
    fullName: profile.fullName ?? null,
    email: profile.email ?? null,
    bio: profile.bio ?? null,
    primaryRole: profile.primaryRole ?? null,
    location: profile.location ?? null,
    profileImageUrl: profile.profileImageUrl ?? null,
    availabilityStatus: profile.availabilityStatus ?? null,
    yearsExperience: profile.yearsExperience ?? null,
    hourlyRate: profile.hourlyRate ?? null,
    websiteUrl: profile.websiteUrl ?? null,
    portfolioUrl: profile.portfolioUrl ?? null,
    reelUrl: profile.reelUrl ?? null,
    averageRating: profile.averageRating ?? null,
    // Profiles stored before credits and versions existed have neither.
    credits: profile.credits ?? [],
    version: profile.version ?? 0,
  };
}

/** Profiles in the profiles database; answers plain objects, never documents. */
@Injectable()
export class ProfileRepository implements OnModuleInit {
  constructor(@InjectModel(PROFILE_MODEL) private readonly profiles: Model<ProfileDocument>) {}

  /** The unique username index must exist before the first reservation, not eventually. */
  async onModuleInit(): Promise<void> {
    await this.profiles.init();
  }

  /**
   * The profile page's read, the service's hottest path: straight through the driver's collection,
   * skipping mongoose's query building and casting (the id is a plain string key). It carries no
   * transaction session: not for use inside a unit of work.
   */
  async findById(id: string): Promise<ProfileRecord | null> {
    const doc = await this.profiles.collection.findOne<ProfileDocument>({ _id: id as never });
    return doc ? toRecord(doc) : null;
  }

  async findByIds(ids: string[]): Promise<ProfileRecord[]> {
    if (ids.length === 0) return [];
    const docs = await this.profiles
      .find({ _id: { $in: ids } })
      .lean<ProfileDocument[]>()
      .exec();
    return docs.map(toRecord);
  }

  async findByUsername(username: string): Promise<ProfileRecord | null> {
    const doc = await this.profiles
      .findOne({ usernameNormalized: normalizeUsername(username) })
      .lean<ProfileDocument>()
      .exec();
    return doc ? toRecord(doc) : null;
  }

  async exists(id: string): Promise<boolean> {
    return (await this.profiles.exists({ _id: id }).exec()) !== null;
  }

  /** Throws `ProfileConflictError` when the id or the (normalised) username is taken. */
  async insert(profile: NewProfile): Promise<ProfileRecord> {
    const created = await conflictOnDuplicate(
      () =>
        this.profiles.create({
          _id: profile.id,
          username: profile.username,
          usernameNormalized: normalizeUsername(profile.username),
          fullName: profile.fullName,
          email: profile.email,
        }),
      toConflict,
    );
    return toRecord(created.toObject());
  }

  /** Applies the changes; null when there is no such profile; `ProfileConflictError('username')` when taken. */
  async update(id: string, changes: ProfileChanges): Promise<ProfileRecord | null> {
    const set: Record<string, unknown> = { ...changes };
    if (changes.username !== undefined)
      set.usernameNormalized = normalizeUsername(changes.username);
    const doc = await conflictOnDuplicate(
      () =>
        this.profiles
          .findByIdAndUpdate(id, { $set: set, $inc: { version: 1 } }, { returnDocument: 'after' })
          .lean<ProfileDocument>()
          .exec(),
      toConflict,
    );
    return doc ? toRecord(doc) : null;
  }

  /**
   * Gives one profile stored before versions existed its version 0; null when none is left. The
   * filter makes each profile claimed once, however many replicas do this at once.
   */
  async claimUnversioned(): Promise<ProfileRecord | null> {
    const doc = await this.profiles
      .findOneAndUpdate(
        { version: { $exists: false } },
        { $set: { version: 0 } },
        { returnDocument: 'after' },
      )
      .lean<ProfileDocument>()
      .exec();
    return doc ? toRecord(doc) : null;
  }

  /** The profile as stored now, read with the unit of work's session (unlike `findById`). */
  async findForUpdate(id: string): Promise<ProfileRecord | null> {
    const doc = await this.profiles.findById(id).lean<ProfileDocument>().exec();
    return doc ? toRecord(doc) : null;
  }

  async setRatingSummary(
    id: string,
    averageRating: number | null,
    ratingCount: number,
  ): Promise<ProfileRecord | null> {
    const doc = await this.profiles
      .findByIdAndUpdate(
        id,
        { $set: { averageRating, ratingCount }, $inc: { version: 1 } },
        { returnDocument: 'after' },
      )
      .lean<ProfileDocument>()
      .exec();
    return doc ? toRecord(doc) : null;
  }

  /**
   * Adds the credit and counts the collaboration, unless the profile already has a credit for this
   * project: the filter is the (user, project) key, checked and written in one atomic update, so a
   * redelivered or repeated join never counts twice. Null when nothing changed (credited already, or
   * no such profile).
   */
  async addCredit(id: string, credit: CreditRecord): Promise<ProfileRecord | null> {
    const doc = await this.profiles
      .findOneAndUpdate(
        { _id: id, 'credits.projectId': { $ne: credit.projectId } },
        {
          $push: { credits: { $each: [credit], $sort: { joinedAt: -1 } } },
          $inc: { collaborationCount: 1, version: 1 },
        },
        { returnDocument: 'after' },
      )
      .lean<ProfileDocument>()
      .exec();
    return doc ? toRecord(doc) : null;
  }

  /** The ids of the profiles crediting this project under another title. */
  async idsWithStaleCreditTitle(projectId: string, title: string): Promise<string[]> {
    const docs = await this.profiles
      .find({ credits: { $elemMatch: { projectId, projectTitle: { $ne: title } } } }, { _id: 1 })
      .lean<{ _id: string }[]>()
      .exec();
    return docs.map((doc) => doc._id);
  }

  /** Gives the profile's credit for this project this title; null when it had it already. */
  async retitleCredit(id: string, projectId: string, title: string): Promise<ProfileRecord | null> {
    const doc = await this.profiles
      .findOneAndUpdate(
        { _id: id, credits: { $elemMatch: { projectId, projectTitle: { $ne: title } } } },
        { $set: { 'credits.$.projectTitle': title }, $inc: { version: 1 } },
        { returnDocument: 'after' },
      )
      .lean<ProfileDocument>()
      .exec();
    return doc ? toRecord(doc) : null;
  }
}
