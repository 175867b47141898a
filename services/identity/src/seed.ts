import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ACCOUNT_PORT, type AccountPort } from './accounts/account-port';
import { ProfileRegistrationService } from './profile-registration/profile-registration.service';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { seedAccounts } from './seed/seed-accounts';
import { SeedModule } from './seed/seed.module';

/**
 * `npm run seed -w services/identity`: creates the demo accounts in the configured account store
 * and registers their profiles (needs the running stack: NATS and the profiles service).
 */
async function main(): Promise<void> {
  const context = await NestFactory.createApplicationContext(SeedModule, {
    logger: false,
    abortOnError: false,
  }).catch((error: unknown) => {
    throw new Error(
      `cannot reach the identity database or NATS (MONGO_URL, NATS_URL): ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  });
  try {
    const result = await seedAccounts(
      context.get<AccountPort>(ACCOUNT_PORT),
      context.get(ProfileRegistrationService),
      DEMO_ACCOUNTS,
    );
    for (const email of result.created) process.stdout.write(`created ${email}\n`);
    for (const email of result.existing) process.stdout.write(`exists  ${email}\n`);
  } finally {
    await context.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
