import { profilesService } from '../service-definition';
import {
  type PhotoUploadUrlResponse,
  PhotoUploadUrlResponseSchema,
  ProfileChangedEvent,
} from '@filmcollab/contracts';
import { Clock, PendingUploadSweeper } from '@filmcollab/service-kit';
import {
  FakeModerationService,
  type ServiceHarness,
  startServiceHarness,
  type TestUser,
} from '@filmcollab/service-kit/testing';
import { AppModule } from '../app.module';
import { BUCKET, PROFILES_TEST_ENV, PUBLIC_URL, signUp } from '../testing/profiles-test-setup';
import { TINY_PNG } from '../testing/test-images';

describe('profile photo: presigned upload to s3rver, checks and moderation', () => {
  let harness: ServiceHarness;
  let moderation: FakeModerationService;

  beforeAll(async () => {
    moderation = await FakeModerationService.start();
    harness = await startServiceHarness(AppModule, {
      service: profilesService,
      objectStore: { buckets: [BUCKET] },
      env: {
        ...PROFILES_TEST_ENV,
        MODERATION_ADAPTER: 'sightengine',
        MODERATION_API_URL: moderation.url,
        MODERATION_API_USER: 'test-user',
        MODERATION_API_SECRET: 'test-secret',
      },
    });
  });
  afterAll(async () => {
    await harness?.stop();
    await moderation?.stop();
  });

  const storeUrl = () => harness.objectStore!.url;

  async function uploadUrl(user: TestUser, contentType: string, size: number) {
    return harness.request('/api/profiles/me/photo/upload-url', {
      method: 'POST',
      token: user.token,
      body: { contentType, size },
    });
  }

  /** Posts the form the way the browser does: the signed fields, then the file last. */
  async function postForm(
    ticket: PhotoUploadUrlResponse,
    bytes: Buffer,
    contentType = ticket.fields['Content-Type'],
  ) {
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
    form.set('Content-Type', contentType);
    form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'photo');
    return fetch(ticket.uploadUrl, { method: 'POST', body: form });
  }

  async function upload(user: TestUser, bytes: Buffer, contentType = 'image/png'): Promise<string> {
    const { status, body } = await uploadUrl(user, contentType, bytes.length);
    expect(status).toBe(200);
    const ticket = PhotoUploadUrlResponseSchema.parse(body);
    const posted = await postForm(ticket, bytes);
    expect(posted.status).toBe(204);
    return ticket.key;
  }

  const confirm = (user: TestUser, key: string) =>
    harness.request('/api/profiles/me/photo/confirm', {
      method: 'POST',
      token: user.token,
      body: { key },
    });

  const objectStatus = async (key: string) =>
    (await fetch(`${storeUrl()}/${BUCKET}/${key}`)).status;

  it('signs a POST policy that pins the own staging key, the content type and the declared size', async () => {
    const user = await signUp(harness, 'photo');
    const { body } = await uploadUrl(user, 'image/webp', 1000);
    const ticket = PhotoUploadUrlResponseSchema.parse(body);
    expect(ticket).toMatchObject({
      method: 'POST',
      uploadUrl: `${storeUrl()}/${BUCKET}`,
      key: `pending/${user.id}.webp`,
      expiresInSeconds: 600,
    });
    expect(ticket.fields).toMatchObject({
      key: `pending/${user.id}.webp`,
      'Content-Type': 'image/webp',
      'x-amz-algorithm': 'AWS4-HMAC-SHA256',
    });
    expect(ticket.fields['x-amz-signature']).toMatch(/^[0-9a-f]{64}$/);
    const policy = JSON.parse(Buffer.from(ticket.fields.policy, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['eq', '$bucket', BUCKET],
        ['eq', '$key', `pending/${user.id}.webp`],
        ['eq', '$Content-Type', 'image/webp'],
        ['content-length-range', 1, 1000],
      ]),
    );
    const expiresInMs = Date.parse(policy.expiration) - Date.now();
    expect(expiresInMs).toBeGreaterThan(590_000);
    expect(expiresInMs).toBeLessThanOrEqual(600_000);
  });

  it.each([
    ['image/svg+xml', 100],
    ['application/pdf', 100],
    ['image/png', 5 * 1024 * 1024 + 1],
  ])('refuses an upload of %s (%d bytes)', async (contentType, size) => {
    const user = await signUp(harness, 'photo');
    const { status, body } = await uploadUrl(user, contentType, size);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
  });

  it('publishes an accepted photo as {userId}.{ext} with a cache-busting URL on the profile', async () => {
    const user = await signUp(harness, 'photo');
    const cards = await harness.recordEvents(ProfileChangedEvent);
    moderation.nextAnswer = { status: 200, body: FakeModerationService.clean() };
    const checksBefore = moderation.received.length;
    const key = await upload(user, TINY_PNG);
    const { status, body } = await confirm(user, key);
    expect(status).toBe(200);
    expect(body.profileImageUrl).toMatch(
      new RegExp(`^${PUBLIC_URL}/storage/${BUCKET}/${user.id}\\.png\\?v=\\d+$`),
    );
    expect(moderation.received.length).toBe(checksBefore + 1);
    const published = await fetch(`${storeUrl()}/${BUCKET}/${user.id}.png`);
    expect(published.status).toBe(200);
    expect(Buffer.from(await published.arrayBuffer()).equals(TINY_PNG)).toBe(true);
    expect(await objectStatus(key)).toBe(404);
    const profile = await harness.request('/api/profiles/me', { token: user.token });
    expect(profile.body.profileImageUrl).toBe(body.profileImageUrl);
    // Other domains' copies of the user's card get the new photo.
    expect(
      await cards.next((card) => card.userId === user.id && card.profileImageUrl !== null),
    ).toMatchObject({ profileImageUrl: body.profileImageUrl, version: 1 });
  });

  it('removes a refused photo, keeps the current one and says why', async () => {
    const user = await signUp(harness, 'photo');
    moderation.nextAnswer = { status: 200, body: FakeModerationService.clean() };
    const first = await confirm(user, await upload(user, TINY_PNG));
    expect(first.status).toBe(200);

    moderation.nextAnswer = {
      status: 200,
      body: FakeModerationService.clean({ weapon: 0.93, alcohol: 0.7 }),
    };
    const key = await upload(user, TINY_PNG);
    const { status, body } = await confirm(user, key);
    expect(status).toBe(422);
    expect(body).toEqual({
      code: 'PHOTO_REJECTED',
      message:
        "This photo can't be used because it appears to contain weapons and alcohol. Please choose another photo.",
      details: { reasons: ['weapon', 'alcohol'] },
    });
    expect(await objectStatus(key)).toBe(404);
    expect(await objectStatus(`${user.id}.png`)).toBe(200);
    const profile = await harness.request('/api/profiles/me', { token: user.token });
    expect(profile.body.profileImageUrl).toBe(first.body.profileImageUrl);
  });

  it('refuses and removes a photo when moderation cannot be reached', async () => {
    const user = await signUp(harness, 'photo');
    moderation.nextAnswer = { status: 503, body: {} };
    const key = await upload(user, TINY_PNG);
    const { status, body } = await confirm(user, key);
    expect(status).toBe(503);
    expect(body.code).toBe('MODERATION_UNAVAILABLE');
    expect(await objectStatus(key)).toBe(404);
  });

  it('refuses a file that is not the image it claims to be, and removes it', async () => {
    const user = await signUp(harness, 'photo');
    const key = await upload(
      user,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/png',
    );
    const { status, body } = await confirm(user, key);
    expect(status).toBe(400);
    expect(body.code).toBe('PHOTO_NOT_AN_IMAGE');
    expect(await objectStatus(key)).toBe(404);
  });

  it("refuses to confirm a key that was not uploaded or is another user's", async () => {
    const owner = await signUp(harness, 'photo');
    const other = await signUp(harness, 'photo');
    const notUploaded = await confirm(owner, `pending/${owner.id}.gif`);
    expect(notUploaded).toMatchObject({
      status: 400,
      body: {
        code: 'PHOTO_NOT_UPLOADED',
        message: 'The photo has not been uploaded yet. Please try again.',
      },
    });
    const key = await upload(owner, TINY_PNG);
    const stolen = await confirm(other, key);
    expect(stolen.status).toBe(400);
    expect(stolen.body.code).toBe('PHOTO_KEY_INVALID');
    expect((await confirm(owner, `${owner.id}.png`)).body.code).toBe('PHOTO_KEY_INVALID');
  });

  it('publishes the bytes it checked, even when the upload is replaced during the checks', async () => {
    const user = await signUp(harness, 'photo');
    const { body } = await uploadUrl(user, 'image/png', TINY_PNG.length);
    const ticket = PhotoUploadUrlResponseSchema.parse(body);
    expect((await postForm(ticket, TINY_PNG)).status).toBe(204);
    const html = Buffer.from('<html><script>alert(localStorage.token)</script></html>');
    moderation.nextAnswer = { status: 200, body: FakeModerationService.clean() };
    moderation.duringCheck = async () => {
      // The upload form is still valid for 600 s: post it again with other bytes.
      expect((await postForm(ticket, html, 'text/html')).status).toBe(204);
    };
    try {
      const { status } = await confirm(user, ticket.key);
      expect(status).toBe(200);
    } finally {
      moderation.duringCheck = null;
    }
    const published = await fetch(`${storeUrl()}/${BUCKET}/${user.id}.png`);
    expect(published.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await published.arrayBuffer()).equals(TINY_PNG)).toBe(true);
  });

  it('refuses an upload whose stored type differs from the one it was issued for', async () => {
    const user = await signUp(harness, 'photo');
    const { body } = await uploadUrl(user, 'image/png', TINY_PNG.length);
    const ticket = PhotoUploadUrlResponseSchema.parse(body);
    expect((await postForm(ticket, TINY_PNG, 'text/html')).status).toBe(204);
    const { status, body: error } = await confirm(user, ticket.key);
    expect(status).toBe(400);
    expect(error.code).toBe('PHOTO_NOT_AN_IMAGE');
    expect(await objectStatus(ticket.key)).toBe(404);
  });

  it('refuses an upload larger than the size it was issued for', async () => {
    const user = await signUp(harness, 'photo');
    const { body } = await uploadUrl(user, 'image/png', 1024);
    const ticket = PhotoUploadUrlResponseSchema.parse(body);
    const large = Buffer.concat([TINY_PNG, Buffer.alloc(2048)]);
    expect((await postForm(ticket, large)).status).toBe(204);
    const { status, body: error } = await confirm(user, ticket.key);
    expect(status).toBe(400);
    expect(error.code).toBe('PHOTO_TOO_LARGE');
    expect(await objectStatus(ticket.key)).toBe(404);
  });

  it('deletes an unconfirmed upload once it expired, and no longer confirms it', async () => {
    const user = await signUp(harness, 'photo');
    const key = await upload(user, TINY_PNG);
    const sweeper = harness.get(PendingUploadSweeper);
    await sweeper.sweep();
    expect(await objectStatus(key)).toBe(200);

    const clock = harness.get(Clock);
    const inTwoHours = new Date(Date.now() + 2 * 60 * 60 * 1000);
    const now = jest.spyOn(clock, 'now').mockReturnValue(inTwoHours);
    try {
      expect(await sweeper.sweep()).toBeGreaterThanOrEqual(1);
    } finally {
      now.mockRestore();
    }
    expect(await objectStatus(key)).toBe(404);
    expect((await confirm(user, key)).body.code).toBe('PHOTO_NOT_UPLOADED');
  });
});
