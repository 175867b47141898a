import type { MyProfile, Profile, RelationshipResponse } from '@filmcollab/contracts/profiles';

export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'u2',
    username: 'bob_films',
    fullName: 'Bob Director',
    bio: 'I make short films.',
    primaryRole: 'sound_designer',
    secondaryRoles: [],
    location: 'Berlin',
    profileImageUrl: null,
    availabilityStatus: 'available',
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
    credits: [],
    ...overrides,
  };
}

export function myProfile(overrides: Partial<MyProfile> = {}): MyProfile {
  return {
    ...aProfile({ id: 'u1', username: 'alice', fullName: 'Alice Smith' }),
    email: 'alice@example.com',
    ...overrides,
  };
}

export function aRelationship(overrides: Partial<RelationshipResponse> = {}): RelationshipResponse {
  return {
    isSelf: false,
    sharesProject: false,
    canRate: false,
    hasRated: false,
    connectionStatus: 'none',
    pendingRequestId: null,
    ...overrides,
  };
}
