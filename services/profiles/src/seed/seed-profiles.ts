import { ProfilesService } from '../profiles/profiles.service';
import { DEMO_PROFILE_DETAILS } from './demo-profiles';

export interface SeedOptions {
  /** How long to wait for the demo profiles (they are made from identity's events). */
  timeoutMs: number;
  sleep?: (ms: number) => Promise<void>;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Fills the demo accounts' professional details once (a profile that already has a primary role
 * is left as its owner made it); answers how many profiles it filled.
 */
export async function seedProfiles(
  profiles: ProfilesService,
  options: SeedOptions,
): Promise<number> {
  const deadline = Date.now() + options.timeoutMs;
  let filled = 0;
  for (const [username, details] of Object.entries(DEMO_PROFILE_DETAILS)) {
    for (;;) {
      const profile = await profiles.getByUsername(username).catch(() => null);
      if (profile) {
        if (profile.primaryRole === null) {
          await profiles.updateMine(profile.id, details);
          filled += 1;
        }
        break;
      }
      if (Date.now() > deadline) {
        throw new Error(
          `the profiles service has no profile for the demo account ${username} within ${options.timeoutMs / 1000} s ` +
            `(profiles are made from identity.user.registered: is the stack running and did identity's seed run?)`,
        );
      }
      await (options.sleep ?? sleepFor)(500);
    }
  }
  return filled;
}
