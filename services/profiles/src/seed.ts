import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { ProfilesService } from './profiles/profiles.service';
import { seedProfiles } from './seed/seed-profiles';
import { SeedModule } from './seed/seed.module';

/**
 * `make seed` (after identity's): the demo accounts' professional details, through the service so
 * `profiles.profile.changed` reaches discovery and the other read models.
 */
async function main(): Promise<void> {
  const context = await NestFactory.createApplicationContext(SeedModule, {
    logger: false,
    abortOnError: false,
  });
  try {
    const filled = await seedProfiles(context.get(ProfilesService), { timeoutMs: 60_000 });
    process.stdout.write(`filled ${filled} demo profiles\n`);
    // Their events leave with this process's outbox relay (the running service's would too, later).
    const outbox = context.get<Connection>(getConnectionToken()).collection('outbox');
    const deadline = Date.now() + 30_000;
    while ((await outbox.countDocuments()) > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await context.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
