// `make seed` (after identity's): the demo user's saved search preferences, so the Discovery tab
// opens with filters and 'Recommended for You' has something to go on. The read models fill from
// the other services' seeds through their events.
import 'reflect-metadata';
import { runSeed } from '@filmcollab/service-kit';
import { AppModule } from './app.module';
import { SearchPreferencesService } from './preferences/search-preferences.service';
import { PeopleRepository } from './read-models/people.repository';

const DEMO_USERNAME = 'demo';
const WAIT_FOR_PROFILE_MS = 60_000;

void runSeed(AppModule, 'discovery', async (app) => {
  const people = app.get(PeopleRepository);
  const preferences = app.get(SearchPreferencesService);
  const deadline = Date.now() + WAIT_FOR_PROFILE_MS;
  let demo = await people.findByUsername(DEMO_USERNAME);
  while (!demo && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    demo = await people.findByUsername(DEMO_USERNAME);
  }
  if (!demo) return ['skipped the demo search preferences: no demo profile yet'];
  if ((await preferences.find(demo.id))?.updatedAt) return ['exists  the demo search preferences'];
  await preferences.save(demo.id, {
    preferredRoles: ['cinematographer', 'editor'],
    preferredLocations: ['Lisbon'],
    preferredProjectTypes: ['short_film', 'documentary'],
    preferredBudgetRanges: ['under_1k', '1k_5k'],
  });
  return ['created the demo search preferences'];
});
