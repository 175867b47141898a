import { duplicateKeyFields } from '@filmcollab/service-kit';
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

function toRecord(doc: ProfileDocument): ProfileRecord {
  return {
    id: doc._id,
    username: doc.username,
    fullName: doc.fullName ?? null,
    email: doc.email ?? null,
    bio: doc.bio ?? null,
    primaryRole: doc.primaryRole ?? null,
    secondaryRoles: [...(doc.secondaryRoles ?? [])],
    location: doc.location ?? null,
    profileImageUrl: doc.profileImageUrl ?? null,
    availabilityStatus: doc.availabilityStatus ?? null,
    collaborationCount: doc.collaborationCount ?? 0,
    yearsExperience: doc.yearsExperience ?? null,
    hourlyRate: doc.hourlyRate ?? null,
    equipmentOwned: [...(doc.equipmentOwned ?? [])],
    preferredGenres: [...(doc.preferredGenres ?? [])],
    websiteUrl: doc.websiteUrl ?? null,
    portfolioUrl: doc.portfolioUrl ?? null,
    reelUrl: doc.reelUrl ?? null,
    averageRating: doc.averageRating ?? null,
    ratingCount: doc.ratingCount ?? 0,
    createdAt: new Date(doc.createdAt),
  };
}

function toConflict(error: unknown): ProfileConflictError | null {
  const fields = duplicateKeyFields(error);
  if (!fields) return null;
  return new ProfileConflictError(fields.includes('usernameNormalized') ? 'username' : 'id');
}

/** Profiles in the profiles database; answers plain objects, never documents. */
@Injectable()
export class ProfileRepository implements OnModuleInit {
  constructor(@InjectModel(PROFILE_MODEL) private readonly profiles: Model<ProfileDocument>) {}

  /** The unique username index must exist before the first reservation, not eventually. */
  async onModuleInit(): Promise<void> {
    await this.profiles.init();
  }

  async findById(id: string): Promise<ProfileRecord | null> {
    const doc = await this.profiles.findById(id).lean<ProfileDocument>().exec();
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
    try {
      const created = await this.profiles.create({
        _id: profile.id,
        username: profile.username,
        usernameNormalized: normalizeUsername(profile.username),
        fullName: profile.fullName,
        email: profile.email,
      });
      return toRecord(created.toObject());
    } catch (error) {
      throw toConflict(error) ?? error;
    }
  }

  /** Applies the changes; null when there is no such profile; `ProfileConflictError('username')` when taken. */
  async update(id: string, changes: ProfileChanges): Promise<ProfileRecord | null> {
    const set: Record<string, unknown> = { ...changes };
    if (changes.username !== undefined)
      set.usernameNormalized = normalizeUsername(changes.username);
    try {
      const doc = await this.profiles
        .findByIdAndUpdate(id, { $set: set }, { returnDocument: 'after' })
        .lean<ProfileDocument>()
        .exec();
      return doc ? toRecord(doc) : null;
    } catch (error) {
      throw toConflict(error) ?? error;
    }
  }

  async setRatingSummary(
    id: string,
    averageRating: number | null,
    ratingCount: number,
  ): Promise<void> {
    await this.profiles.updateOne({ _id: id }, { $set: { averageRating, ratingCount } }).exec();
  }
}
