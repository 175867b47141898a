import { Injectable, Logger } from '@nestjs/common';
import {
  type MyProfile,
  type Profile,
  ProfilesErrors,
  type UpdateProfileRequest,
  UsernameSchema,
} from '@filmcollab/contracts';
import { type AuthenticatedUser, DomainError } from '@filmcollab/service-kit';
import { normalizeUsername } from './normalize-username';
import type { NewProfile, ProfileRecord } from './profile-record';
import { toMyProfile, toProfile } from './profile.mapper';
import { ProfileConflictError, ProfileRepository } from './profile.repository';

export type CreateOutcome = 'created' | 'exists' | 'username_taken';

/** Profile creation (username reservation), reads and the owner's edits. */
@Injectable()
export class ProfilesService {
  private readonly logger = new Logger(ProfilesService.name);

  constructor(private readonly profiles: ProfileRepository) {}

  /**
   * Creates the user's profile holding the username. Atomic through the unique index on the
   * normalised username; asking again for the same user and username answers 'exists'.
   */
  async createProfile(profile: NewProfile): Promise<CreateOutcome> {
    try {
      await this.profiles.insert(profile);
      return 'created';
    } catch (error) {
      if (!(error instanceof ProfileConflictError)) throw error;
      const existing = await this.profiles.findById(profile.id);
      if (existing) {
        return normalizeUsername(existing.username) === normalizeUsername(profile.username)
          ? 'exists'
          : 'username_taken';
      }
      return 'username_taken';
    }
  }

  /** `profiles.username.reserve`: true when this user now holds the username (also on a repeat). */
  async reserveUsername(request: NewProfile): Promise<boolean> {
    const outcome = await this.createProfile(request);
    return outcome !== 'username_taken';
  }

  async isUsernameAvailable(username: string): Promise<boolean> {
    return (await this.profiles.findByUsername(username)) === null;
  }

  /** `identity.user.registered`: the profile normally exists already (reserved at sign-up). */
  async ensureRegisteredUserProfile(profile: NewProfile): Promise<void> {
    const outcome = await this.createProfile(profile);
    if (outcome === 'username_taken') {
      this.logger.error(
        { userId: profile.id },
        'A registered user has no profile and their username belongs to someone else; no profile was created',
      );
    }
  }

  async getById(id: string): Promise<Profile> {
    return toProfile(await this.require(id));
  }

  async getByUsername(username: string): Promise<Profile> {
    const profile = await this.profiles.findByUsername(username);
    if (!profile) throw new DomainError(ProfilesErrors.PROFILE_NOT_FOUND);
    return toProfile(profile);
  }

  /**
   * The signed-in user's profile. Accounts created without the sign-up flow (seeded ones) get
   * their profile here, from the token's username, when that username is free.
   */
  async getMine(user: AuthenticatedUser): Promise<MyProfile> {
    const existing = await this.profiles.findById(user.id);
    if (existing) return toMyProfile(existing);
    const username = UsernameSchema.safeParse(user.username);
    if (username.success) {
      await this.createProfile({
        id: user.id,
        username: username.data,
        fullName: null,
        email: user.email ?? null,
      });
    }
    return toMyProfile(await this.require(user.id));
  }

  async updateMine(userId: string, changes: UpdateProfileRequest): Promise<MyProfile> {
    try {
      const updated = await this.profiles.update(userId, changes);
      if (!updated) throw new DomainError(ProfilesErrors.PROFILE_NOT_FOUND);
      return toMyProfile(updated);
    } catch (error) {
      if (error instanceof ProfileConflictError)
        throw new DomainError(ProfilesErrors.USERNAME_TAKEN);
      throw error;
    }
  }

  async setProfileImageUrl(userId: string, profileImageUrl: string): Promise<void> {
    const updated = await this.profiles.update(userId, { profileImageUrl });
    if (!updated) throw new DomainError(ProfilesErrors.PROFILE_NOT_FOUND);
  }

  /** `ratings`: the rated user's average and count, kept on the profile. */
  async setRatingSummary(
    userId: string,
    averageRating: number | null,
    ratingCount: number,
  ): Promise<void> {
    await this.profiles.setRatingSummary(userId, averageRating, ratingCount);
  }

  /** The profile, or null; for other features that carry on without one. */
  find(id: string): Promise<ProfileRecord | null> {
    return this.profiles.findById(id);
  }

  /** The profiles of these ids that exist. */
  findMany(ids: string[]): Promise<ProfileRecord[]> {
    return this.profiles.findByIds(ids);
  }

  /** The profile or 404 `PROFILE_NOT_FOUND`. */
  async require(id: string): Promise<ProfileRecord> {
    const profile = await this.profiles.findById(id);
    if (!profile) throw new DomainError(ProfilesErrors.PROFILE_NOT_FOUND);
    return profile;
  }
}
