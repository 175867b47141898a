import type { UpdateProfileRequest } from '@filmcollab/contracts';

/**
 * The professional details of the demo accounts (identity's seed creates them with a name only),
 * varied so that every discovery filter — role, location, availability, experience, equipment —
 * finds someone.
 */
export const DEMO_PROFILE_DETAILS: Record<string, UpdateProfileRequest> = {
  demo: {
    bio: 'Writer-director of character-driven shorts. Looking for a DP for a night shoot.',
    primaryRole: 'director',
    secondaryRoles: ['screenwriter', 'producer'],
    location: 'Lisbon, Portugal',
    availabilityStatus: 'available',
    yearsExperience: 7,
    equipmentOwned: ['Sony FX3', 'Aputure 300d'],
    preferredGenres: ['Drama', 'Thriller'],
  },
  alex: {
    bio: 'Cinematographer who loves available light and long takes.',
    primaryRole: 'cinematographer',
    secondaryRoles: ['editor'],
    location: 'Porto, Portugal',
    availabilityStatus: 'busy',
    yearsExperience: 12,
    equipmentOwned: ['ARRI Alexa Mini', 'Cooke S4 primes', 'DJI Ronin 2'],
    preferredGenres: ['Drama', 'Documentary'],
  },
  sam: {
    bio: 'Stage and screen actor; comfortable with improvisation.',
    primaryRole: 'actor',
    location: 'Lisbon, Portugal',
    availabilityStatus: 'available',
    yearsExperience: 2,
    equipmentOwned: [],
    preferredGenres: ['Comedy'],
  },
  jordan: {
    bio: 'Location sound and post mix for indie features.',
    primaryRole: 'sound_designer',
    secondaryRoles: ['composer'],
    location: 'Madrid, Spain',
    availabilityStatus: 'available',
    yearsExperience: 4,
    equipmentOwned: ['Sound Devices MixPre-6', 'Sennheiser MKH 416'],
    preferredGenres: ['Horror', 'Thriller'],
  },
  riley: {
    bio: 'Editor and colourist; fast turnarounds.',
    primaryRole: 'editor',
    location: 'London, United Kingdom',
    availabilityStatus: 'unavailable',
    yearsExperience: 9,
    equipmentOwned: ['DaVinci Resolve panel'],
    preferredGenres: ['Music Video', 'Commercial'],
  },
};
