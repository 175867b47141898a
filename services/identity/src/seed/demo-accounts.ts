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
];
