import type { NewAccount } from '../accounts/account';
import type { AccountPort } from '../accounts/account-port';
import type { ProfileRegistrationService } from '../profile-registration/profile-registration.service';
import { ProfilesUnavailableError } from '../profile-registration/profiles-unavailable.error';

export type DemoAccount = NewAccount & { fullName: string };

export interface SeedResult {
  created: string[];
  existing: string[];
}

/**
 * Creates the accounts that do not exist yet (by e-mail), verified, and registers the profile of
 * every one of them, new or not, as sign-up does — so running it twice changes nothing, and a
 * demo account seeded before profiles heard of it gets its profile now.
 */
export async function seedAccounts(
  accounts: AccountPort,
  profiles: ProfileRegistrationService,
  wanted: DemoAccount[],
): Promise<SeedResult> {
  const result: SeedResult = { created: [], existing: [] };
  for (const demo of wanted) {
    let account = await accounts.findByEmail(demo.email);
    if (account) {
      if (demo.emailVerified && !account.emailVerified) {
        await accounts.markEmailVerified(account.id);
      }
      result.existing.push(demo.email);
    } else {
      account = await accounts.create(demo);
      result.created.push(demo.email);
    }
    let outcome;
    try {
      outcome = await profiles.register(account, account.fullName ?? demo.fullName);
    } catch (error) {
      if (!(error instanceof ProfilesUnavailableError)) throw error;
      throw new Error(
        `${error.message}. The seed needs the whole stack running (profiles service and NATS); start it and run the seed again.`,
        { cause: error },
      );
    }
    if (outcome === 'username-taken') {
      throw new Error(
        `profiles refused the username '${account.username}' for ${account.email}: another account holds it`,
      );
    }
  }
  return result;
}
