import { conflictOnDuplicate, withId } from '@filmcollab/service-kit';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { normalizeUsername } from './normalize-username';
import type { NewProfile, ProfileChanges, ProfileRecord } from './profile-record';
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
          .findByIdAndUpdate(id, { $set: set }, { returnDocument: 'after' })
          .lean<ProfileDocument>()
          .exec(),
      toConflict,
    );
    return doc ? toRecord(doc) : null;
  }

  async setRatingSummary(
    id: string,
    averageRating: number | null,
    ratingCount: number,
  ): Promise<void> {
    await this.profiles.updateOne({ _id: id }, { $set: { averageRating, ratingCount } }).exec();
  }
}
