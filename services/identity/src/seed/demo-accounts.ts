import type { DemoAccount } from './seed-accounts';

/** Accounts `npm run seed` creates; documented in the README so people can sign in right away. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'demo@filmcollab.local',
    username: 'demo',
    password: 'Demo-Passw0rd!',
    emailVerified: true,
    fullName: 'Demo User',
  },
  {
    email: 'alex@filmcollab.local',
    username: 'alex',
    password: 'Demo-Passw0rd!',
    emailVerified: true,
    fullName: 'Alex Rivera',
  },
  // Collaborators for the projects seed: applicants, members and an invitee.
  {
    email: 'sam@filmcollab.local',
    username: 'sam',
    password: 'Demo-Passw0rd!',
    emailVerified: true,
    fullName: 'Sam Okafor',
  },
  {
    email: 'jordan@filmcollab.local',
    username: 'jordan',
    password: 'Demo-Passw0rd!',
    emailVerified: true,
    fullName: 'Jordan Lee',
  },
  {
    email: 'riley@filmcollab.local',
    username: 'riley',
    password: 'Demo-Passw0rd!',
    emailVerified: true,
    fullName: 'Riley Novak',
  },
  // The contest seed's jury and operator (realm roles `judge` and `contest-admin`).
  {
    email: 'judy@filmcollab.local',
    username: 'judy',
    password: 'Demo-Passw0rd!',
    emailVerified: true,
    fullName: 'Judy Marlowe',
    extraRoles: ['judge'],
  },
  {
    email: 'contestops@filmcollab.local',
    username: 'contestops',
    password: 'Demo-Passw0rd!',
    emailVerified: true,
    fullName: 'Contest Operator',
    extraRoles: ['contest-admin'],
  },
];
