import { Schema } from 'mongoose';
import type { AvailabilityStatus } from '@filmcollab/contracts';

export const PROFILE_MODEL = 'Profile';

/** The stored shape of a profile (collection `profiles`); `_id` is the account's user id. */
export interface ProfileDocument {
  _id: string;
  username: string;
  /** Lower-cased username: its unique index makes a username impossible to take twice. */
  usernameNormalized: string;
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
  createdAt: Date;
  updatedAt: Date;
}

const nullableString = { type: String, default: null };

export const ProfileSchema = new Schema<ProfileDocument>(
  {
    _id: { type: String, required: true },
    username: { type: String, required: true },
    usernameNormalized: { type: String, required: true, unique: true },
    fullName: nullableString,
    email: nullableString,
    bio: nullableString,
    primaryRole: nullableString,
    secondaryRoles: { type: [String], default: [] },
    location: nullableString,
    profileImageUrl: nullableString,
    availabilityStatus: { type: String, default: 'available' },
    collaborationCount: { type: Number, default: 0 },
    yearsExperience: { type: Number, default: null },
    hourlyRate: nullableString,
    equipmentOwned: { type: [String], default: [] },
    preferredGenres: { type: [String], default: [] },
    websiteUrl: nullableString,
    portfolioUrl: nullableString,
    reelUrl: nullableString,
    averageRating: { type: Number, default: null },
    ratingCount: { type: Number, default: 0 },
  },
  { collection: 'profiles', timestamps: true, versionKey: false },
);
