import { z } from 'zod';
import type { BenchUser } from './bench-users';
import { mapLimited } from './map-limited';

export type Pair = readonly [BenchUser, BenchUser];

const POLL_MS = 500;

/**
 * Users 0-1, 2-3, … become connections through profiles' API (a request, then its acceptance), so
 * each pair may message each other; pairs of an earlier run that messaging already allows are
 * left as they are. Resolves once messaging learnt every connection from profiles' events (its
 * contact endpoint says `canMessage`).
 */
export async function connectPairs(
  gatewayUrl: string,
  users: readonly BenchUser[],
  timeoutMs: number,
): Promise<Pair[]> {
  const pairs: Pair[] = [];
  for (let i = 0; i + 1 < users.length; i += 2) pairs.push([users[i], users[i + 1]]);

  const allowedBefore = await mapLimited(pairs, 10, ([sender, receiver]) =>
    canMessage(gatewayUrl, sender, receiver),
  );
  const strangers = pairs.filter((_, index) => !allowedBefore[index]);
  await mapLimited(strangers, 10, async ([sender, receiver]) => {
    const request = await call(sender, `${gatewayUrl}/api/profiles/connections/requests`, 201, {
      receiverId: receiver.id,
    });
    const { id } = z.object({ id: z.string().min(1) }).parse(request);
    await call(receiver, `${gatewayUrl}/api/profiles/connections/requests/${id}/accept`, 200, {});
  });

  const deadline = Date.now() + timeoutMs;
  let waiting = strangers;
  while (waiting.length > 0) {
    if (Date.now() > deadline) {
      throw new Error(`messaging still refuses ${waiting.length} connected pairs`);
    }
    const allowed = await mapLimited(waiting, 10, ([sender, receiver]) =>
      canMessage(gatewayUrl, sender, receiver),
    );
    waiting = waiting.filter((_, index) => !allowed[index]);
    if (waiting.length > 0) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return pairs;
}

async function call(user: BenchUser, url: string, status: number, body: unknown): Promise<unknown> {
  const response = await user.client.fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${user.session.accessToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (response.status !== status) {
    throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  }
  return response.json();
}

async function canMessage(gatewayUrl: string, user: BenchUser, other: BenchUser): Promise<boolean> {
  const response = await user.client.fetch(`${gatewayUrl}/api/messaging/contacts/${other.id}`, {
    headers: { authorization: `Bearer ${user.session.accessToken}` },
  });
  if (!response.ok) {
    await response.arrayBuffer();
    return false;
  }
  return z.object({ canMessage: z.boolean() }).parse(await response.json()).canMessage;
}
