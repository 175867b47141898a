import type { MyProfile } from '@filmcollab/contracts';

/** The signed-in user's profile as `GET /api/profiles/me` answers it (user u1 of testAuthClient). */
export function myProfile(overrides: Partial<MyProfile> = {}): MyProfile {
  return {
    id: 'u1',
    username: 'alice',
    fullName: 'Alice Smith',
    bio: null,
    primaryRole: null,
    secondaryRoles: [],
    location: null,
    profileImageUrl: null,
    availabilityStatus: null,
    createdAt: '2025-07-19T12:00:00.000Z',
    collaborationCount: 0,
    yearsExperience: null,
    hourlyRate: null,
    equipmentOwned: [],
    preferredGenres: [],
    websiteUrl: null,
    portfolioUrl: null,
    reelUrl: null,
    averageRating: null,
    ratingCount: 0,
    email: 'alice@example.com',
    ...overrides,
  };
}
