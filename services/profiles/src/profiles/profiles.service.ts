import { Injectable, Logger } from '@nestjs/common';
import {
  type MyProfile,
  type Profile,
  ProfileChangedEvent,
  ProfilesErrors,
  ProfileUpdatedEvent,
  type UpdateProfileRequest,
  UsernameSchema,
} from '@filmcollab/contracts';
import {
  type AuthenticatedUser,
  Clock,
  DomainError,
  Outbox,
  UnitOfWork,
} from '@filmcollab/service-kit';
import { normalizeUsername } from './normalize-username';
import type { CreditRecord, NewProfile, ProfileChanges, ProfileRecord } from './profile-record';
import { toMyProfile, toProfile } from './profile.mapper';
import { ProfileReadCache } from './profile-read-cache';
import { ProfileConflictError, ProfileRepository } from './profile.repository';

/** The public card other domains copy from `profiles.profile.changed`. */
const CARD_FIELDS = [
  'username',
  'fullName',
  'primaryRole',
  'profileImageUrl',
  'location',
  'availabilityStatus',
  'bio',
  'yearsExperience',
] as const satisfies readonly (keyof ProfileRecord)[];
/** Card lists (discovery filters on them), compared by their items. */
const CARD_LISTS = [
  'secondaryRoles',
  'equipmentOwned',
] as const satisfies readonly (keyof ProfileRecord)[];

const cardChanged = (before: ProfileRecord, after: ProfileRecord) =>
  CARD_FIELDS.some((field) => before[field] !== after[field]) ||
  CARD_LISTS.some((field) => before[field].join('\n') !== after[field].join('\n'));

export class ProfileMissingError extends Error {
  constructor(userId: string) {
    super(`no profile for user ${userId} yet`);
  }
}

export type CreateOutcome = 'created' | 'exists' | 'username_taken';

/** Profile creation (username reservation), reads and the owner's edits. */
@Injectable()
export class ProfilesService {
  private readonly logger = new Logger(ProfilesService.name);

  constructor(
    private readonly profiles: ProfileRepository,
    private readonly cache: ProfileReadCache,
    private readonly outbox: Outbox,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /**
   * Creates the user's profile holding the username. Atomic through the unique index on the
   * normalised username; asking again for the same user and username answers 'exists'.
   */
  async createProfile(profile: NewProfile): Promise<CreateOutcome> {
    try {
      await this.unitOfWork.run(async () => {
        const created = await this.profiles.insert(profile);
        await this.announceCard(created);
      });
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

  /** The profile page's read: from memory when this instance has it (see `ProfileReadCache`). */
  async getById(id: string): Promise<Profile> {
    const cached = this.cache.get(id);
    if (cached) return cached;
    const readStartedAt = this.cache.readStarted();
    const profile = toProfile(await this.require(id));
    this.cache.store(id, profile, readStartedAt);
    return profile;
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
      return toMyProfile(await this.edit(userId, changes));
    } catch (error) {
      if (error instanceof ProfileConflictError)
        throw new DomainError(ProfilesErrors.USERNAME_TAKEN);
      throw error;
    }
  }

  async setProfileImageUrl(userId: string, profileImageUrl: string): Promise<void> {
    await this.edit(userId, { profileImageUrl });
  }

  /** `ratings`: the rated user's average and count, kept on the profile. */
  async setRatingSummary(
    userId: string,
    averageRating: number | null,
    ratingCount: number,
  ): Promise<void> {
    await this.write(userId, async () => {
      const updated = await this.profiles.setRatingSummary(userId, averageRating, ratingCount);
      if (updated) await this.announceUpdate(updated);
    });
  }

  /**
   * A verified credit from a project the user joined: counted once per (user, project), however
   * often the join is delivered. False when the project was credited already;
   * `ProfileMissingError` while the user has no profile (the event is retried).
   */
  async addCredit(userId: string, credit: CreditRecord): Promise<boolean> {
    return this.write(userId, async () => {
      const updated = await this.profiles.addCredit(userId, credit);
      if (updated) {
        await this.announceUpdate(updated);
        return true;
      }
      if (!(await this.profiles.findForUpdate(userId))) throw new ProfileMissingError(userId);
      return false;
    });
  }

  /** A project was renamed: its credits follow. Answers the ids of the profiles changed. */
  async retitleCredits(projectId: string, title: string): Promise<string[]> {
    return this.unitOfWork.run(async () => {
      const ids: string[] = [];
      for (const id of await this.profiles.idsWithStaleCreditTitle(projectId, title)) {
        this.forgetOnCommit(id);
        const updated = await this.profiles.retitleCredit(id, projectId, title);
        if (!updated) continue;
        await this.announceUpdate(updated);
        ids.push(id);
      }
      return ids;
    });
  }

  /**
   * Profiles stored before `profiles.profile.changed` existed are announced once (version 0), so
   * other domains' people read models know every user, not only those created or edited since.
   */
  async announceUnversionedProfiles(): Promise<number> {
    let announced = 0;
    while (
      await this.unitOfWork.run(async () => {
        const profile = await this.profiles.claimUnversioned();
        if (profile) await this.announceCard(profile);
        return profile !== null;
      })
    ) {
      announced += 1;
    }
    return announced;
  }

  /** An edit by the owner (or the photo flow) with its events; 404 when there is no profile. */
  private edit(userId: string, changes: ProfileChanges): Promise<ProfileRecord> {
    return this.write(userId, async () => {
      const before = await this.profiles.findForUpdate(userId);
      const after = before && (await this.profiles.update(userId, changes));
      if (!before || !after) throw new DomainError(ProfilesErrors.PROFILE_NOT_FOUND);
      await this.announceUpdate(after);
      if (cardChanged(before, after)) await this.announceCard(after);
      return after;
    });
  }

  /** Every write of a profile: one transaction with its events, and the cached copy forgotten. */
  private write<T>(userId: string, work: () => Promise<T>): Promise<T> {
    return this.unitOfWork.run(async () => {
      this.forgetOnCommit(userId);
      return work();
    });
  }

  /**
   * This instance forgets its cached copy once the outermost transaction committed, also when this
   * write is part of a larger unit of work (forgetting earlier would let a read put the old one back).
   */
  private forgetOnCommit(userId: string): void {
    this.unitOfWork.afterCommit(() => this.cache.forget(userId));
  }

  /** `profiles.profile.updated`: every replica drops its cached copy. */
  private async announceUpdate(profile: ProfileRecord): Promise<void> {
    await this.outbox.add(
      ProfileUpdatedEvent,
      { userId: profile.id, version: profile.version, updatedAt: this.clock.now().toISOString() },
      { eventId: `profile-updated-${profile.id}-${profile.version}` },
    );
  }

  /** `profiles.profile.changed`: the public card, for other domains' copies of people. */
  private async announceCard(profile: ProfileRecord): Promise<void> {
    await this.outbox.add(
      ProfileChangedEvent,
      {
        userId: profile.id,
        username: profile.username,
        fullName: profile.fullName,
        primaryRole: profile.primaryRole,
        profileImageUrl: profile.profileImageUrl,
        location: profile.location,
        availabilityStatus: profile.availabilityStatus,
        bio: profile.bio,
        secondaryRoles: profile.secondaryRoles,
        yearsExperience: profile.yearsExperience,
        equipmentOwned: profile.equipmentOwned,
        version: profile.version,
        changedAt: this.clock.now().toISOString(),
      },
      { eventId: `profile-changed-${profile.id}-${profile.version}` },
    );
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
