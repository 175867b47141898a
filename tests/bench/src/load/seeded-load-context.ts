import { ExplorePageSchema } from '@filmcollab/contracts';
import { signIn } from '../sign-in';
import { applicationOf, type LoadContext } from './load-scenarios';

/** make seed's accounts (services/identity/src/seed/demo-accounts.ts), all with the bench password. */
const SEEDED_USERNAMES = ['demo', 'alex', 'sam', 'jordan', 'riley'];
/** The account the bench account messages: make seed gives them a conversation. */
const RECEIVER = 'alex';

interface SignedIn {
  username: string;
  token: string;
  userId: string;
}

/**
 * What the load scenarios act on, found in the seeded stack and probed once, so that a scenario
 * measures requests that succeed: a message the bench account may send, and for each account
 * and project on Explore, an application it may make (applied and withdrawn here).
 */
export async function seededLoadContext(
  gatewayUrl: string,
  password: string,
  vus: number,
): Promise<LoadContext> {
  const accounts = await Promise.all(
    SEEDED_USERNAMES.map(async (username): Promise<SignedIn> => {
      const token = await signIn(gatewayUrl, { email: `${username}@filmcollab.local`, password });
      return { username, token, userId: subjectOf(token) };
    }),
  );
  const [bench] = accounts;
  const receiver = accounts.find(({ username }) => username === RECEIVER)!;
  const api = (token: string, path: string, init: RequestInit = {}) =>
    fetch(`${gatewayUrl}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        // Only with a body: the services refuse an empty JSON body (a DELETE's).
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });

  const sent = await api(bench.token, '/api/messaging/messages', {
    method: 'POST',
    body: JSON.stringify({ receiverId: receiver.userId, text: 'bench load: may I message you?' }),
  });
  if (sent.status !== 201) {
    throw new Error(
      `${bench.username} may not message ${RECEIVER} (${sent.status}): run make seed`,
    );
  }

  const explore = await api(bench.token, '/api/projects/explore?limit=50');
  if (!explore.ok) throw new Error(`GET /api/projects/explore answered ${explore.status}`);
  const { projects } = ExplorePageSchema.parse(await explore.json());
  const applicants: LoadContext['applicants'] = [];
  for (const account of accounts) {
    for (const project of projects.filter(({ creatorId }) => creatorId !== account.userId)) {
      const path = `/api/projects/${project.id}/applications`;
      const applied = await api(account.token, path, {
        method: 'POST',
        body: JSON.stringify(applicationOf(project)),
      });
      // Members, invitees and pending applicants are refused: they are not virtual users here.
      if (applied.status !== 201) continue;
      const withdrawn = await api(account.token, `${path}/mine`, { method: 'DELETE' });
      if (withdrawn.status !== 204)
        throw new Error(`withdrawing from ${project.title}: ${withdrawn.status}`);
      applicants.push({ token: account.token, project });
    }
  }
  if (applicants.length === 0)
    throw new Error('no seeded account may apply to a project on Explore: run make seed');
  return { token: bench.token, receiverId: receiver.userId, applicants, vus };
}

/** The user id in an access token (its `sub`); the token was just issued to us, so not verified. */
function subjectOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as {
    sub?: string;
  };
  if (!payload.sub) throw new Error('an access token without sub');
  return payload.sub;
}
