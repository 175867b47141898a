import type { AvailabilityStatus } from '@filmcollab/contracts';

/** A verified credit as stored: `joinedAt` orders them (newest first) and dates the title. */
export interface CreditRecord {
  projectId: string;
  projectTitle: string;
  role: string;
  year: number;
  joinedAt: Date;
}

/** A profile as the repository answers it: a plain object, `id` is the account's user id. */
export interface ProfileRecord {
  id: string;
  username: string;
  fullName: string | null;
  email: string | null;
  bio: string | null;
  primaryRole: string | null;
  secondaryRoles: string[];
  location: string | null;
  profileImageUrl: string | null;
  availabilityStatus: AvailabilityStatus | null;
  collaborationCount: number;
  yearsExperience: number | null;
  hourlyRate: string | null;
  equipmentOwned: string[];
  preferredGenres: string[];
  websiteUrl: string | null;
  portfolioUrl: string | null;
  reelUrl: string | null;
  averageRating: number | null;
  ratingCount: number;
  /** Newest first. */
  credits: CreditRecord[];
  /** Grows with every change of what the profile page shows (`profiles.profile.changed`/`.updated`). */
  version: number;
  createdAt: Date;
}

/** The fields a profile is created with. */
export interface NewProfile {
  id: string;
  username: string;
  fullName: string | null;
  email: string | null;
}

/** The editable fields; absent ones stay as they are. */
export type ProfileChanges = Partial<
  Pick<
    ProfileRecord,
    | 'username'
    | 'fullName'
    | 'bio'
    | 'primaryRole'
    | 'secondaryRoles'
    | 'location'
    | 'websiteUrl'
    | 'portfolioUrl'
    | 'reelUrl'
    | 'yearsExperience'
    | 'hourlyRate'
    | 'availabilityStatus'
    | 'equipmentOwned'
    | 'preferredGenres'
    | 'profileImageUrl'
  >
>;
