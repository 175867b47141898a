import type { NewAccount } from '../accounts/account';
import type { AccountPort } from '../accounts/account-port';

export interface SeedResult {
  created: string[];
  existing: string[];
}

/** Creates the accounts that do not exist yet (by e-mail), so running it twice changes nothing. */
export async function seedAccounts(
  accounts: AccountPort,
  wanted: NewAccount[],
): Promise<SeedResult> {
  const result: SeedResult = { created: [], existing: [] };
  for (const account of wanted) {
    const found = await accounts.findByEmail(account.email);
    if (found) {
      if (account.emailVerified && !found.emailVerified) {
        await accounts.markEmailVerified(found.id);
      }
      result.existing.push(account.email);
      continue;
    }
    await accounts.create(account);
    result.created.push(account.email);
  }
  return result;
}
