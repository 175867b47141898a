import type { MyProfile, UpdateProfileRequestInput } from '@filmcollab/contracts/profiles';

/** The edit form's field values, all as typed text. */
export interface ProfileFormValues {
  username: string;
  fullName: string;
  primaryRole: string;
  location: string;
  bio: string;
  websiteUrl: string;
  portfolioUrl: string;
  reelUrl: string;
  yearsExperience: string;
  hourlyRate: string;
  availabilityStatus: string;
  secondaryRoles: string[];
  equipmentOwned: string;
  preferredGenres: string;
}

export function formValuesOf(profile: MyProfile): ProfileFormValues {
  return {
    username: profile.username,
    fullName: profile.fullName ?? '',
    primaryRole: profile.primaryRole ?? '',
    location: profile.location ?? '',
    bio: profile.bio ?? '',
    websiteUrl: profile.websiteUrl ?? '',
    portfolioUrl: profile.portfolioUrl ?? '',
    reelUrl: profile.reelUrl ?? '',
    yearsExperience: profile.yearsExperience === null ? '' : String(profile.yearsExperience),
    hourlyRate: profile.hourlyRate ?? '',
    availabilityStatus: profile.availabilityStatus ?? '',
    secondaryRoles: profile.secondaryRoles,
    equipmentOwned: profile.equipmentOwned.join(', '),
    preferredGenres: profile.preferredGenres.join(', '),
  };
}

const textOrNull = (value: string): string | null => value.trim() || null;

const listOf = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The PATCH body: every field sent, empty ones as null (spec 01: no client-side validation). */
export function updateRequestOf(values: ProfileFormValues): UpdateProfileRequestInput {
  const years = values.yearsExperience.trim();
  return {
    username: values.username.trim(),
    fullName: textOrNull(values.fullName),
    primaryRole:
      (textOrNull(values.primaryRole) as UpdateProfileRequestInput['primaryRole']) ?? null,
    location: textOrNull(values.location),
    bio: textOrNull(values.bio),
    websiteUrl: textOrNull(values.websiteUrl),
    portfolioUrl: textOrNull(values.portfolioUrl),
    reelUrl: textOrNull(values.reelUrl),
    yearsExperience: years === '' ? null : Number(years),
    hourlyRate: textOrNull(values.hourlyRate),
    availabilityStatus:
      (textOrNull(values.availabilityStatus) as UpdateProfileRequestInput['availabilityStatus']) ??
      null,
    secondaryRoles: values.secondaryRoles as UpdateProfileRequestInput['secondaryRoles'],
    equipmentOwned: listOf(values.equipmentOwned),
    preferredGenres: listOf(values.preferredGenres),
  };
}
