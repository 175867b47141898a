import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  PENDING_UPLOAD_PREFIX,
  ProfileChangedEvent,
  UserRegisteredEvent,
  type FileAttachment,
  type UploadUrlResponse,
} from '@filmcollab/contracts';
import { EventStreams } from '@filmcollab/service-kit';
import {
  type ServiceHarness,
  type TestUser,
  startServiceHarness,
} from '@filmcollab/service-kit/testing';
import { jetstreamManager } from '@nats-io/jetstream';
import { AppModule } from '../app.module';
import { communityService } from '../service-definition';

export const PUBLIC_URL = 'http://app.test';
export const BUCKET = 'community-files';

const CONSUMED = [UserRegisteredEvent, ProfileChangedEvent];

/** A valid 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A one-second 160×90 H.264 MP4, made with ffmpeg's `testsrc` (services/community/fixtures). */
export const CLIP_MP4 = readFileSync(join(__dirname, '..', '..', 'fixtures', 'clip.mp4'));

/**
 * The service on the test infrastructure with s3rver and its consumers bound, so a profile a test
 * announces is known once `waitForConsumersIdle` returns.
 */
export async function startCommunityHarness(
  env: Record<string, string> = {},
): Promise<ServiceHarness> {
  const harness = await startServiceHarness(AppModule, {
    service: communityService,
    env: { PUBLIC_URL, ...env },
    objectStore: { buckets: [BUCKET] },
  });
  await harness.get(EventStreams).declareOwnersOf(CONSUMED);
  const jsm = await jetstreamManager(harness.nats);
  await harness.waitFor(
    async () => {
      let bound = 0;
      for await (const stream of jsm.streams.list()) {
        for await (const consumer of jsm.consumers.list(stream.config.name)) {
          if (consumer.name.startsWith('community-')) bound += 1;
        }
      }
      return bound >= CONSUMED.length;
    },
    15_000,
    'the community consumers to bind',
  );
  return harness;
}

let version = 1;

/** A signed-in user whose profile community knows (as profiles announces it). */
export async function member(
  harness: ServiceHarness,
  fullName: string,
  username = `${fullName.split(' ')[0].toLowerCase()}_${randomUUID().slice(0, 6)}`,
): Promise<TestUser> {
  const user = await harness.createUser({ username, fullName });
  await harness.publish(ProfileChangedEvent, {
    userId: user.id,
    username,
    fullName,
    primaryRole: null,
    profileImageUrl: null,
    location: null,
    availabilityStatus: null,
    version: version++,
    changedAt: new Date().toISOString(),
  });
  await harness.waitForConsumersIdle();
  return user;
}

/** A post by `user` through the API; fails the test unless created. */
export async function createPost(
  harness: ServiceHarness,
  user: TestUser,
  body: Record<string, unknown>,
): Promise<{ id: string; [field: string]: unknown }> {
  const response = await harness.request('/api/community/posts', {
    method: 'POST',
    as: user,
    body,
  });
  if (response.status !== 201) {
    throw new Error(`post not created: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body as { id: string };
}

/** Asks for an upload URL and posts the bytes to s3rver as a browser would. */
export async function uploadFile(
  harness: ServiceHarness,
  user: TestUser,
  file: { name: string; type: string; bytes: Buffer },
): Promise<string> {
  const { status, body } = await harness.request('/api/community/uploads', {
    method: 'POST',
    as: user,
    body: { fileName: file.name, contentType: file.type, size: file.bytes.length },
  });
  if (status !== 201) throw new Error(`no upload URL: ${status} ${JSON.stringify(body)}`);
  const ticket = body as UploadUrlResponse;
  if (!ticket.key.startsWith(`${PENDING_UPLOAD_PREFIX}${user.id}/`)) {
    throw new Error(`unexpected key ${ticket.key}`);
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.set(name, value);
  form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const upload = await fetch(ticket.uploadUrl, { method: 'POST', body: form });
  if (!upload.ok) throw new Error(`upload failed: ${upload.status}`);
  return ticket.key;
}

/** Uploads and confirms an image; fails the test unless accepted. */
export async function attachImage(
  harness: ServiceHarness,
  user: TestUser,
  alt = 'A frame',
): Promise<FileAttachment> {
  const key = await uploadFile(harness, user, {
    name: 'frame.png',
    type: 'image/png',
    bytes: TINY_PNG,
  });
  const { status, body } = await harness.request('/api/community/uploads/confirm', {
    method: 'POST',
    as: user,
    body: { key, alt },
  });
  if (status !== 201) throw new Error(`not confirmed: ${status} ${JSON.stringify(body)}`);
  return body as FileAttachment;
}
