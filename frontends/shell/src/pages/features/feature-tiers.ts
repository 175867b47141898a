export type Tier = 'Basic' | 'Premium';

export interface TierFeature {
  name: string;
  description: string;
  tiers: readonly Tier[];
}

const BOTH: readonly Tier[] = ['Basic', 'Premium'];
const PREMIUM: readonly Tier[] = ['Premium'];

/** Spec 03, features page: the two tiers. Prices are not part of the product yet. */
export const TIER_FEATURES: readonly TierFeature[] = [
  {
    name: 'Film Collab Hub',
    description: 'The community feed, Discovery and My Space in one place.',
    tiers: BOTH,
  },
  {
    name: 'Smart Matching',
    description:
      'Suggestions of people, projects and opportunities that fit your roles and genres.',
    tiers: BOTH,
  },
  {
    name: 'Legal Help & Contracts',
    description: 'Guidance and templates for agreements between collaborators.',
    tiers: BOTH,
  },
  {
    name: 'Exclusive Film Library',
    description: 'Watch short films made by the FilmCollab community.',
    tiers: BOTH,
  },
  {
    name: 'Portfolio Showcase',
    description: 'Your profile, links, demo reel and credits in one shareable page.',
    tiers: BOTH,
  },
  {
    name: 'Basic Crowdfunding',
    description: 'Raise support for your project from the community.',
    tiers: BOTH,
  },
  {
    name: 'Community Recognition',
    description: 'Ratings from collaborators and recognition for your work.',
    tiers: BOTH,
  },
  {
    name: 'Submit to Library',
    description: 'Put your own finished films in the Exclusive Film Library.',
    tiers: PREMIUM,
  },
  {
    name: 'Full-Scale Crowdfunding',
    description: 'Run complete crowdfunding campaigns for bigger productions.',
    tiers: PREMIUM,
  },
  {
    name: 'Tip & Donation System',
    description: 'Let viewers and fans support your work directly.',
    tiers: PREMIUM,
  },
  {
    name: 'Bi-Monthly Contests',
    description: 'Extra filmmaking contests on top of the monthly One-Scene Challenge.',
    tiers: PREMIUM,
  },
  {
    name: 'Enhanced Visibility',
    description: 'Your profile and projects are shown more prominently in Discovery.',
    tiers: PREMIUM,
  },
];

export const TIERS: readonly Tier[] = ['Basic', 'Premium'];
