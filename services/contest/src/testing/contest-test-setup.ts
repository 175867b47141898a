import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type ContestUploadUrlResponse,
  ContestUploadUrlResponseSchema,
  UserRegisteredEvent,
} from '@filmcollab/contracts';
import {
  type ServiceHarness,
  startServiceHarness,
  type TestUser,
} from '@filmcollab/service-kit/testing';
import { AppModule } from '../app.module';
import { PeopleService } from '../people/people.service';
import { contestService } from '../service-definition';

export const PUBLIC_URL = 'http://app.test';
export const BUCKET = 'contest-films';

/** The contest service on this suite's share of the test infrastructure, with its bucket. */
export function startContestHarness(): Promise<ServiceHarness> {
  return startServiceHarness(AppModule, {
    service: contestService,
    objectStore: { buckets: [BUCKET] },
    env: { PUBLIC_URL },
  });
}

/** Committed test media (generated once with ffmpeg; a few KB each). */
export const fixture = (name: string): Buffer =>
  readFileSync(join(__dirname, '..', '..', 'fixtures', name));

/** A user the contest knows by username, as identity's registration event tells it. */
export async function registerUser(
  harness: ServiceHarness,
  prefix: string,
  roles: string[] = ['user'],
): Promise<TestUser> {
  const id = randomUUID();
  const username = `${prefix}_${id.slice(0, 6)}`;
  const user = await harness.createUser({ id, username, fullName: `${prefix} Person`, roles });
  await harness.publish(UserRegisteredEvent, {
    userId: id,
    email: user.email,
    username,
    fullName: `${prefix} Person`,
  });
  // Known to the people read model (crew lookups) before the test goes on.
  await harness.waitFor(
    () =>
      harness
        .get(PeopleService)
        .resolveCrew([username])
        .then(() => true)
        .catch(() => false),
    10_000,
    `${username} in the people read model`,
  );
  return user;
}

/** Posts the signed form the way the browser does: the fields, then the file last. */
export async function postForm(ticket: ContestUploadUrlResponse, bytes: Buffer): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  const type = ticket.fields['Content-Type'];
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'film');
  return fetch(ticket.uploadUrl, { method: 'POST', body: form });
}

/** Uploads a video and returns its pending key. */
export async function uploadVideo(
  harness: ServiceHarness,
  user: TestUser,
  bytes: Buffer,
  contentType = 'video/mp4',
): Promise<string> {
  const { status, body } = await harness.request('/api/contest/films/upload-url', {
    method: 'POST',
    as: user,
    body: { contentType, size: bytes.length },
  });
  if (status !== 200) throw new Error(`upload-url answered ${status}: ${JSON.stringify(body)}`);
  const ticket = ContestUploadUrlResponseSchema.parse(body);
  const posted = await postForm(ticket, bytes);
  if (posted.status >= 300) throw new Error(`upload answered ${posted.status}`);
  return ticket.key;
}

export async function submitFilm(
  harness: ServiceHarness,
  user: TestUser,
  extra: Record<string, unknown> = {},
  video = fixture('demo-4s.mp4'),
) {
  const videoKey = await uploadVideo(harness, user, video);
  return harness.request('/api/contest/films', {
    method: 'POST',
    as: user,
    body: { title: 'One Room', description: 'A scene.', crew: [], videoKey, ...extra },
  });
}
