import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { openSession, refreshSession, type Session } from '../sign-in';
import { MailInbox } from './mail-inbox';
import { mapLimited } from './map-limited';
import { SimulatedClient } from '../simulated-client';

const PASSWORD = 'Bench-Passw0rd!';
/** Identity hashes two passwords at once; a few more in flight keep it busy. */
const SIGN_UP_CONCURRENCY = 6;
/** A token refresh checks no password: the IdP answers many at once. */
const REFRESH_CONCURRENCY = 20;
const MAIL_TIMEOUT_MS = 5 * 60 * 1000;

/** A signed-up, verified, signed-in person of the scenario, with their own client address. */
export interface BenchUser {
  index: number;
  id: string;
  email: string;
  client: SimulatedClient;
  session: Session;
}

/** How the scenario's accounts were obtained: reused ones cost a token refresh or a sign-in. */
export interface UserPreparation {
  refreshed: number;
  signedIn: number;
  created: number;
  refreshMs: number;
  signInMs: number;
  /** Sign-up, the e-mail link and the first sign-in of the accounts that did not exist yet. */
  createMs: number;
}

interface Person {
  index: number;
  email: string;
  username: string;
  client: SimulatedClient;
}

const SavedSessionsSchema = z.record(
  z.string(),
  z.object({ id: z.string().min(1), refreshToken: z.string().min(1) }),
);

/**
 * `count` accounts named after `accounts`, ready to use through the gateway. Accounts of an
 * earlier run on the same stack are reused: their saved refresh token, else a sign-in; the
 * others are made as people make them (sign-up, the verification e-mail's link, sign-in, the
 * first profile visit). The sessions are saved to `sessionsFile` for the next run.
 */
export async function prepareBenchUsers(
  gatewayUrl: string,
  maildevUrl: string,
  count: number,
  accounts: string,
  sessionsFile: string,
): Promise<{ users: BenchUser[]; preparation: UserPreparation }> {
  const people: Person[] = Array.from({ length: count }, (_, index) => ({
    index,
    email: `rt-${accounts}-${index}@bench.filmcollab.test`,
    username: `rt${accounts}_${index}`,
    client: SimulatedClient.forUser(index),
  }));
  const saved = await readSavedSessions(sessionsFile);
  const ready = new Map<number, BenchUser>();

  let started = Date.now();
  const unrefreshed: Person[] = [];
  await mapLimited(people, REFRESH_CONCURRENCY, async (person) => {
    const known = saved[person.email];
    if (!known) return;
    try {
      const session = await refreshSession(
        gatewayUrl,
        { accessToken: '', refreshToken: known.refreshToken },
        person.client.fetch,
      );
      ready.set(person.index, { ...person, id: known.id, session });
    } catch {
      unrefreshed.push(person);
    }
  });
  const refreshMs = Date.now() - started;
  const refreshed = ready.size;

  // Expired tokens, or another stack: a sign-in tells whether the account exists (a refused one
  // costs as much as a password check, so only accounts known from a saved session try it).
  started = Date.now();
  const missing = people.filter(({ email }) => !saved[email]);
  await mapLimited(unrefreshed, SIGN_UP_CONCURRENCY, async (person) => {
    try {
      ready.set(person.index, await signIn(gatewayUrl, person));
    } catch {
      missing.push(person);
    }
  });
  const signInMs = Date.now() - started;
  const signedIn = ready.size - refreshed;

  started = Date.now();
  for (const user of await createUsers(gatewayUrl, maildevUrl, missing)) {
    ready.set(user.index, user);
  }
  const createMs = Date.now() - started;

  const users = people.map(({ index }) => ready.get(index) as BenchUser);
  await saveBenchSessions(sessionsFile, users);
  return {
    users,
    preparation: { refreshed, signedIn, created: missing.length, refreshMs, signInMs, createMs },
  };
}

/**
 * Signs `people` up, follows their verification links and signs them in. An address already
 * taken (an account of an earlier run whose session was not saved) is signed in only.
 */
async function createUsers(
  gatewayUrl: string,
  maildevUrl: string,
  people: readonly Person[],
): Promise<BenchUser[]> {
  const taken = new Set<Person>();
  await mapLimited(people, SIGN_UP_CONCURRENCY, async (person) => {
    const { email, username, client } = person;
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
    if (response.status === 409) {
      await response.arrayBuffer();
      taken.add(person);
      return;
    }
    if (response.status !== 201) {
      throw new Error(`sign-up of ${email} answered ${response.status}: ${await response.text()}`);
    }
  });

  const signedUp = people.filter((person) => !taken.has(person));
  const links = await new MailInbox(maildevUrl).verificationLinks(
    signedUp.map(({ email }) => email),
    MAIL_TIMEOUT_MS,
  );
  await mapLimited(signedUp, SIGN_UP_CONCURRENCY, async ({ email, client }) => {
    const response = await client.fetch(links.get(email) as string, { redirect: 'manual' });
    const landing = response.headers.get('location') ?? '';
    if (!landing.endsWith('verified=true')) {
      throw new Error(`verifying ${email} answered ${response.status} → ${landing}`);
    }
  });

  return mapLimited(people, SIGN_UP_CONCURRENCY, (person) => signIn(gatewayUrl, person));
}

/** A sign-in with the password, then the profile visit that tells the account's id. */
async function signIn(gatewayUrl: string, person: Person): Promise<BenchUser> {
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
  return { ...person, id, session };
}

async function readSavedSessions(file: string): Promise<z.infer<typeof SavedSessionsSchema>> {
  try {
    return SavedSessionsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    return {};
  }
}

/** The accounts' ids and refresh tokens, for the next run on the same stack. */
export async function saveBenchSessions(file: string, users: readonly BenchUser[]): Promise<void> {
  const sessions = Object.fromEntries(
    users.map((user) => [user.email, { id: user.id, refreshToken: user.session.refreshToken }]),
  );
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(sessions));
}

/** Fresh access tokens for everyone (they live 5 minutes; preparing the users may take longer). */
export async function refreshBenchUsers(gatewayUrl: string, users: BenchUser[]): Promise<void> {
  await mapLimited(users, REFRESH_CONCURRENCY, async (user) => {
    user.session = await refreshSession(gatewayUrl, user.session, user.client.fetch);
  });
}

export async function closeBenchUsers(users: readonly BenchUser[]): Promise<void> {
  await Promise.all(users.map((user) => user.client.close()));
}
