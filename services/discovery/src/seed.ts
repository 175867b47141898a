// `make seed` (after identity's): the demo user's saved search preferences, so the Discovery tab
// opens with filters and 'Recommended for You' has something to go on. The read models fill from
// the other services' seeds through their events.
import { createServiceApp } from '@filmcollab/service-kit';
import { AppModule } from './app.module';
import { SearchPreferencesService } from './preferences/search-preferences.service';
import { PeopleRepository } from './read-models/people.repository';
import { discoveryService } from './service-definition';

const DEMO_USERNAME = 'demo';
const WAIT_FOR_PROFILE_MS = 60_000;

async function main(): Promise<void> {
  const app = await createServiceApp(AppModule, discoveryService);
  try {
    const people = app.get(PeopleRepository);
    const preferences = app.get(SearchPreferencesService);
    const deadline = Date.now() + WAIT_FOR_PROFILE_MS;
    let demo = await people.findByUsername(DEMO_USERNAME);
    while (!demo && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      demo = await people.findByUsername(DEMO_USERNAME);
    }
    if (!demo) {
      process.stdout.write('skipped the demo search preferences: no demo profile yet\n');
      return;
    }
    if ((await preferences.find(demo.id))?.updatedAt) {
      process.stdout.write('exists  the demo search preferences\n');
      return;
    }
    await preferences.save(demo.id, {
      preferredRoles: ['cinematographer', 'editor'],
      preferredLocations: ['Lisbon'],
      preferredProjectTypes: ['short_film', 'documentary'],
      preferredBudgetRanges: ['under_1k', '1k_5k'],
    });
    process.stdout.write('created the demo search preferences\n');
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
