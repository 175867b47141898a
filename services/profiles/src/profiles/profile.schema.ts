import { type InferSchemaType, Schema } from 'mongoose';
import { AVAILABILITY_STATUSES } from '@filmcollab/contracts';

export const PROFILE_MODEL = 'Profile';

const nullableString = { type: String, default: null };

/** A verified credit inside its profile: one per project (the update adding it checks). */
const CreditSchema = new Schema(
  {
    projectId: { type: String, required: true },
    projectTitle: { type: String, required: true },
    role: { type: String, required: true },
    year: { type: Number, required: true },
    joinedAt: { type: Date, required: true },
  },
  { _id: false },
);

/** The stored shape of a profile (collection `profiles`); `_id` is the account's user id. */
export const ProfileSchema = new Schema(
  {
    _id: { type: String, required: true },
    username: { type: String, required: true },
    /** Lower-cased username: its unique index makes a username impossible to take twice. */
    usernameNormalized: { type: String, required: true, unique: true },
    fullName: nullableString,
    email: nullableString,
    bio: nullableString,
    primaryRole: nullableString,
    secondaryRoles: { type: [String], default: [] },
    location: nullableString,
    profileImageUrl: nullableString,
    availabilityStatus: {
      type: String,
      enum: [...AVAILABILITY_STATUSES, null],
      default: 'available',
    },
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
    /** Newest first; added only from projects' `member.joined` (application or invitation). */
    credits: { type: [CreditSchema], default: [] },
    /** Grows with every change of what the profile page shows. */
    version: { type: Number, default: 0 },
  },
  { collection: 'profiles', timestamps: true, versionKey: false },
);

/** Paths with `default: null` are inferred optional (`T | null | undefined`); the repository's `toRecord` makes them `T | null`. */
export type ProfileDocument = InferSchemaType<typeof ProfileSchema>;
