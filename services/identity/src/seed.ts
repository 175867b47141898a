import 'reflect-metadata';
import { runSeed } from '@filmcollab/service-kit';
import { ACCOUNT_PORT, type AccountPort } from './accounts/account-port';
import { ProfileRegistrationService } from './profile-registration/profile-registration.service';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { seedAccounts } from './seed/seed-accounts';
import { SeedModule } from './seed/seed.module';

/**
 * `npm run seed -w services/identity`: creates the demo accounts in the configured account store
 * and registers their profiles (needs the running stack: NATS and the profiles service).
 */
void runSeed(SeedModule, 'identity', async (context) => {
  const result = await seedAccounts(
    context.get<AccountPort>(ACCOUNT_PORT),
    context.get(ProfileRegistrationService),
    DEMO_ACCOUNTS,
  );
  return [
    ...result.created.map((email) => `created ${email}`),
    ...result.existing.map((email) => `exists  ${email}`),
  ];
});
