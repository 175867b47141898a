import {
  CONTENT_BLOCKED_MESSAGE,
  MODERATION_FAILED_MESSAGE,
  PENDING_UPLOAD_PREFIX,
} from '@filmcollab/contracts';
import { ObjectStorage } from '@filmcollab/service-kit';
import {
  FakeModerationService,
  type ServiceHarness,
  type TestUser,
} from '@filmcollab/service-kit/testing';
import {
  BUCKET,
  CLIP_MP4,
  PUBLIC_URL,
  TINY_PNG,
  createPost,
  member,
  startCommunityHarness,
  uploadFile,
} from '../testing/community-test-setup';

const png = { name: 'still frame.png', type: 'image/png', bytes: TINY_PNG };
const mp4 = { name: 'clip.mp4', type: 'video/mp4', bytes: CLIP_MP4 };

/** The configuration pointing the Sightengine adapter at the local fake. */
const sightengineAt = (moderation: FakeModerationService, timeoutMs: number) => ({
  MODERATION_ADAPTER: 'sightengine',
  MODERATION_API_URL: moderation.url,
  MODERATION_VIDEO_API_URL: moderation.videoUrl,
  MODERATION_API_USER: 'user',
  MODERATION_API_SECRET: 'secret',
  MODERATION_TIMEOUT_MS: String(timeoutMs),
});

describe('uploads moderated by the Sightengine adapter (against a local fake)', () => {
  let harness: ServiceHarness;
  let moderation: FakeModerationService;
  let ada: TestUser;
  let bo: TestUser;

  beforeAll(async () => {
    moderation = await FakeModerationService.start();
    harness = await startCommunityHarness({
      ...sightengineAt(moderation, 2000),
    });
    ada = await member(harness, 'Ada Lovelace');
    bo = await member(harness, 'Bo Chen');
  });
  afterAll(async () => {
    await harness?.stop();
    await moderation?.stop();
  });

  const confirm = (user: TestUser, key: string, alt?: string) =>
    harness.request('/api/community/uploads/confirm', {
      method: 'POST',
      as: user,
      body: { key, alt },
    });
  const stored = (key: string) => harness.get(ObjectStorage).stat(BUCKET, key);

  it('publishes a clean image at {userId}/{timestamp}_{filename} with its alt text, and a post shows it', async () => {
    moderation.nextAnswer = { status: 200, body: FakeModerationService.clean() };
    const key = await uploadFile(harness, ada, png);
    const { status, body } = await confirm(ada, key, 'Ada on set');
    expect(status).toBe(201);
    expect(body.key).toMatch(new RegExp(`^${ada.id}/\\d+_still_frame\\.png$`));
    expect(body).toMatchObject({
      name: 'still_frame.png',
      type: 'image/png',
      size: TINY_PNG.length,
      alt: 'Ada on set',
      url: `${PUBLIC_URL}/storage/${BUCKET}/${body.key}`,
    });
    expect(await stored(body.key)).not.toBeNull();
    expect(await stored(key)).toBeNull();

    const post = await createPost(harness, ada, { content: '', attachments: [{ key: body.key }] });
    expect(post).toMatchObject({
      title: 'Untitled',
      fileAttachments: [{ key: body.key, alt: 'Ada on set' }],
    });
    const relabelled = await createPost(harness, ada, {
      content: 'same frame',
      attachments: [{ key: body.key, alt: 'Ada behind the camera' }],
    });
    expect(relabelled).toMatchObject({ fileAttachments: [{ alt: 'Ada behind the camera' }] });
    const foreign = await harness.request('/api/community/posts', {
      method: 'POST',
      as: bo,
      body: { content: 'not mine', attachments: [{ key: body.key }] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.code).toBe('ATTACHMENT_NOT_FOUND');
  });

  it('publishes a real MP4 video after the video check', async () => {
    moderation.nextAnswer = { status: 200, body: FakeModerationService.cleanVideo() };
    const key = await uploadFile(harness, ada, mp4);
    const { status, body } = await confirm(ada, key, 'Test pattern');
    expect(status).toBe(201);
    expect(body).toMatchObject({ type: 'video/mp4', size: CLIP_MP4.length, alt: 'Test pattern' });
    expect(moderation.received.at(-1)!.path).toBe('/1.0/video/check-sync.json');
    expect(await stored(body.key)).toMatchObject({ size: CLIP_MP4.length });
  });

  it('refuses bytes that are not of the declared type, unmoderated, and stores nothing', async () => {
    const checksBefore = moderation.received.length;
    const key = await uploadFile(harness, ada, {
      name: 'clip.mp4',
      type: 'video/mp4',
      bytes: TINY_PNG,
    });
    const { status, body } = await confirm(ada, key);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'UPLOAD_WRONG_TYPE',
      message: 'Only images or videos can be uploaded.',
    });
    expect(moderation.received.length).toBe(checksBefore);
    expect(await stored(key)).toBeNull();
    const finalKey = key.slice(PENDING_UPLOAD_PREFIX.length);
    expect(await stored(finalKey)).toBeNull();
    const post = await harness.request('/api/community/posts', {
      method: 'POST',
      as: ada,
      body: { content: 'my clip', attachments: [{ key: finalKey }] },
    });
    expect(post.body.code).toBe('ATTACHMENT_NOT_FOUND');
    const again = await confirm(ada, key);
    expect(again.body.code).toBe('UPLOAD_NOT_UPLOADED');
  });

  it.each([
    ['an image', png, FakeModerationService.clean({ weapon: 0.51 })],
    ['a video', mp4, FakeModerationService.cleanVideo({ nudity: { raw: 0.9, partial: 0 } })],
  ])(
    'blocks %s scoring above 0.5 with the spec text and deletes it',
    async (_what, file, answer) => {
      moderation.nextAnswer = { status: 200, body: answer };
      const key = await uploadFile(harness, ada, file);
      const { status, body } = await confirm(ada, key);
      expect(status).toBe(422);
      expect(body).toMatchObject({ code: 'CONTENT_BLOCKED', message: CONTENT_BLOCKED_MESSAGE });
      expect(await stored(key)).toBeNull();
      expect(moderation.received.at(-1)!.path).toBe(
        file.type.startsWith('video/') ? '/1.0/video/check-sync.json' : '/1.0/check.json',
      );
    },
  );

  it("skips the file with 'Moderation failed. File not uploaded.' when the check fails", async () => {
    moderation.nextAnswer = { status: 500, body: { oops: true } };
    const key = await uploadFile(harness, ada, png);
    const { status, body } = await confirm(ada, key);
    expect(status).toBe(503);
    expect(body).toMatchObject({ code: 'MODERATION_FAILED', message: MODERATION_FAILED_MESSAGE });
    expect(await stored(key)).toBeNull();
  });

  it("refuses to confirm another user's upload or a type that is not an image or video", async () => {
    moderation.nextAnswer = { status: 200, body: FakeModerationService.clean() };
    const key = await uploadFile(harness, ada, png);
    const { status, body } = await confirm(bo, key);
    expect(status).toBe(400);
    expect(body.code).toBe('UPLOAD_KEY_INVALID');
    expect(await stored(key)).not.toBeNull();
    const pdf = await harness.request('/api/community/uploads', {
      method: 'POST',
      as: ada,
      body: { fileName: 'script.pdf', contentType: 'application/pdf', size: 100 },
    });
    expect(pdf.status).toBe(400);
    expect(pdf.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('uploads with moderation disabled', () => {
  let harness: ServiceHarness;
  let ada: TestUser;

  beforeAll(async () => {
    harness = await startCommunityHarness({ MODERATION_ADAPTER: 'disabled' });
    ada = await member(harness, 'Ada Lovelace');
  });
  afterAll(() => harness?.stop());

  it('accepts images and videos unchecked', async () => {
    for (const file of [png, mp4]) {
      const key = await uploadFile(harness, ada, file);
      const { status, body } = await harness.request('/api/community/uploads/confirm', {
        method: 'POST',
        as: ada,
        body: { key },
      });
      expect(status).toBe(201);
      expect(body).toMatchObject({ type: file.type, alt: null });
    }
  });
});

describe('video confirmations, whole files in memory, take turns', () => {
  const TURNS = 2;
  let harness: ServiceHarness;
  let moderation: FakeModerationService;
  let ada: TestUser;

  beforeAll(async () => {
    moderation = await FakeModerationService.start();
    harness = await startCommunityHarness({
      ...sightengineAt(moderation, 5000),
      VIDEO_CONFIRMATION_CONCURRENCY: String(TURNS),
    });
    ada = await member(harness, 'Ada Lovelace');
  });
  afterAll(async () => {
    await harness?.stop();
    await moderation?.stop();
  });

  it(`checks at most ${TURNS} videos at once; the others wait and are all published`, async () => {
    const keys = [];
    for (let i = 0; i < TURNS * 3; i++) keys.push(await uploadFile(harness, ada, mp4));
    let checking = 0;
    let most = 0;
    moderation.nextAnswer = { status: 200, body: FakeModerationService.cleanVideo() };
    moderation.duringCheck = async () => {
      most = Math.max(most, ++checking);
      await new Promise((resolve) => setTimeout(resolve, 150));
      checking -= 1;
    };
    const answers = await Promise.all(
      keys.map((key) =>
        harness.request('/api/community/uploads/confirm', {
          method: 'POST',
          as: ada,
          body: { key },
        }),
      ),
    );
    moderation.duringCheck = null;
    expect(answers.map((answer) => answer.status)).toEqual(keys.map(() => 201));
    expect(moderation.received.length).toBe(keys.length);
    expect(most).toBe(TURNS);
  });
});
