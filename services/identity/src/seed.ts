import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ACCOUNT_PORT, type AccountPort } from './accounts/account-port';
import { IdentityConfigSchema, IdentitySharedConfigSchema } from './config/identity-config.schema';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { seedAccounts } from './seed/seed-accounts';
import { SeedModule } from './seed/seed.module';

/** `npm run seed -w services/identity`: creates the demo accounts in the configured account store (MONGO_URL, ACCOUNT_ADAPTER). */
async function main(): Promise<void> {
  const parsed = IdentitySharedConfigSchema.extend(IdentityConfigSchema.shape).safeParse({
    MONGO_URL: 'mongodb://127.0.0.1:27017',
    ...process.env,
  });
  if (!parsed.success) {
    throw new Error(
      `Invalid configuration:\n  ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n  ')}`,
    );
  }
  const context = await NestFactory.createApplicationContext(SeedModule.withConfig(parsed.data), {
    logger: ['error'],
  });
  try {
    const result = await seedAccounts(context.get<AccountPort>(ACCOUNT_PORT), DEMO_ACCOUNTS);
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
