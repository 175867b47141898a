import { z } from 'zod';
import { openSession, refreshSession, type Session } from '../sign-in';
import { MailInbox } from './mail-inbox';
import { mapLimited } from './map-limited';
import { SimulatedClient } from './simulated-client';

const PASSWORD = 'Bench-Passw0rd!';
/** Identity hashes two passwords at once; a few more in flight keep it busy. */
const SIGN_UP_CONCURRENCY = 6;
const MAIL_TIMEOUT_MS = 5 * 60 * 1000;

/** A signed-up, verified, signed-in person of the scenario, with their own client address. */
export interface BenchUser {
  index: number;
  id: string;
  email: string;
  client: SimulatedClient;
  session: Session;
}

export interface UserCreationTimes {
  signUpMs: number;
  verifyMs: number;
  signInMs: number;
}

/**
 * `count` new accounts made as people make them, through the gateway: sign-up, the link of the
 * verification e-mail (read from the mail catcher), sign-in, then the first profile visit.
 */
export async function createBenchUsers(
  gatewayUrl: string,
  maildevUrl: string,
  count: number,
  runId: string,
): Promise<{ users: BenchUser[]; times: UserCreationTimes }> {
  const people = Array.from({ length: count }, (_, index) => ({
    index,
    email: `rt-${runId}-${index}@bench.filmcollab.test`,
    username: `rt${runId}_${index}`,
    client: SimulatedClient.forUser(index),
  }));

  const started = Date.now();
  await mapLimited(people, SIGN_UP_CONCURRENCY, async ({ email, username, client }) => {
    const response = await client.fetch(`${gatewayUrl}/api/identity/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username,
        fullName: `Bench ${username}`,
        email,
        password: PASSWORD,
        acceptTerms: true,
      }),
    });
    if (response.status !== 201) {
      throw new Error(`sign-up of ${email} answered ${response.status}: ${await response.text()}`);
    }
  });
  const signedUp = Date.now();

  const links = await new MailInbox(maildevUrl).verificationLinks(
    people.map(({ email }) => email),
    MAIL_TIMEOUT_MS,
  );
  await mapLimited(people, SIGN_UP_CONCURRENCY, async ({ email, client }) => {
    const response = await client.fetch(links.get(email) as string, { redirect: 'manual' });
    const landing = response.headers.get('location') ?? '';
    if (!landing.endsWith('verified=true')) {
      throw new Error(`verifying ${email} answered ${response.status} → ${landing}`);
    }
  });
  const verified = Date.now();

  const users = await mapLimited(people, SIGN_UP_CONCURRENCY, async (person) => {
    const session = await openSession(
      gatewayUrl,
      { email: person.email, password: PASSWORD },
      person.client.fetch,
    );
    const me = await person.client.fetch(`${gatewayUrl}/api/profiles/me`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    if (!me.ok) throw new Error(`GET /api/profiles/me of ${person.email} answered ${me.status}`);
    const { id } = z.object({ id: z.string().min(1) }).parse(await me.json());
    return { index: person.index, id, email: person.email, client: person.client, session };
  });
  return {
    users,
    times: {
      signUpMs: signedUp - started,
      verifyMs: verified - signedUp,
      signInMs: Date.now() - verified,
    },
  };
}

/** Fresh access tokens for everyone (they live 5 minutes; creating the users takes longer). */
export async function refreshBenchUsers(gatewayUrl: string, users: BenchUser[]): Promise<void> {
  await mapLimited(users, 20, async (user) => {
    user.session = await refreshSession(gatewayUrl, user.session, user.client.fetch);
  });
}

export async function closeBenchUsers(users: readonly BenchUser[]): Promise<void> {
  await Promise.all(users.map((user) => user.client.close()));
}
