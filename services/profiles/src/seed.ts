import 'reflect-metadata';
import { runSeed } from '@filmcollab/service-kit';
import { ProfilesService } from './profiles/profiles.service';
import { seedProfiles } from './seed/seed-profiles';
import { SeedModule } from './seed/seed.module';

/**
 * `make seed` (after identity's): the demo accounts' professional details, through the service so
 * `profiles.profile.changed` reaches discovery and the other read models.
 */
void runSeed(SeedModule, 'profiles', async (context) => {
  const filled = await seedProfiles(context.get(ProfilesService), { timeoutMs: 60_000 });
  return [`filled ${filled} demo profiles`];
});
