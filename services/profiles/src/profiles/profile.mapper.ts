import type { MyProfile, Profile } from '@filmcollab/contracts';
import type { ProfileRecord } from './profile-record';

/** The HTTP shape every signed-in user sees (no e-mail). */
export function toProfile(record: ProfileRecord): Profile {
  return {
    id: record.id,
    username: record.username,
    fullName: record.fullName,
    bio: record.bio,
    primaryRole: record.primaryRole,
    secondaryRoles: record.secondaryRoles,
    location: record.location,
    profileImageUrl: record.profileImageUrl,
    availabilityStatus: record.availabilityStatus,
    createdAt: record.createdAt.toISOString(),
    collaborationCount: record.collaborationCount,
    yearsExperience: record.yearsExperience,
    hourlyRate: record.hourlyRate,
    equipmentOwned: record.equipmentOwned,
    preferredGenres: record.preferredGenres,
    websiteUrl: record.websiteUrl,
    portfolioUrl: record.portfolioUrl,
    reelUrl: record.reelUrl,
    averageRating: record.averageRating,
    ratingCount: record.ratingCount,
    credits: record.credits.map(({ projectId, projectTitle, role, year }) => ({
      projectId,
      projectTitle,
      role,
      year,
    })),
  };
}

/** The owner's own view, with the e-mail. */
export function toMyProfile(record: ProfileRecord): MyProfile {
  return { ...toProfile(record), email: record.email };
}
