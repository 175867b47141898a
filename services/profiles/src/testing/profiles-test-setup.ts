import { randomUUID } from 'node:crypto';
import { ReserveUsernameQuery } from '@filmcollab/contracts';
import type { ServiceHarness, TestUser } from '@filmcollab/service-kit/testing';

export const PUBLIC_URL = 'http://app.test';
export const BUCKET = 'profile-images';

/** What every profiles suite sets: public links and a short wait for the projects service. */
export const PROFILES_TEST_ENV = { PUBLIC_URL, SHARED_PROJECTS_TIMEOUT_MS: '300' };

/** A signed-in user whose profile was created the way sign-up creates it: by reserving the username. */
export async function signUp(
  harness: ServiceHarness,
  prefix: string,
  fullName: string | null = `${prefix} Person`,
): Promise<TestUser> {
  const id = randomUUID();
  const username = `${prefix}_${id.slice(0, 6)}`;
  const user = await harness.createUser({ id, username, fullName });
  const { reserved } = await harness.query(ReserveUsernameQuery, {
    userId: id,
    username,
    fullName: fullName ?? 'Placeholder',
    email: user.email,
  });
  if (!reserved) throw new Error(`could not reserve ${username}`);
  if (fullName === null) {
    await harness.request('/api/profiles/me', {
      method: 'PATCH',
      body: { fullName: '' },
      as: user,
    });
  }
  return user;
}
