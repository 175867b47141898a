import { FakeModerationService } from '../testing/fake-moderation-service';
import { ModerationUnavailableError } from './moderation-port';
import { SightengineModerationAdapter } from './sightengine-moderation.adapter';

/** A valid 1×1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('SightengineModerationAdapter against a local fake of the service', () => {
  let fake: FakeModerationService;
  let adapter: SightengineModerationAdapter;

  beforeAll(async () => {
    fake = await FakeModerationService.start();
    adapter = new SightengineModerationAdapter({
      apiUrl: fake.url,
      apiUser: 'user-1',
      apiSecret: 'secret-1',
      threshold: 0.5,
      timeoutMs: 2000,
    });
  });
  afterAll(() => fake.stop());

  const image = { bytes: TINY_PNG, contentType: 'image/png', fileName: 'u1.png' };

  it('posts the image as multipart media with the models and credentials', async () => {
    fake.nextAnswer = { status: 200, body: FakeModerationService.clean() };
    await adapter.check(image);
    const request = fake.received.at(-1)!;
    expect(request.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toMatch(/name="media"; filename="u1.png"\r\nContent-Type: image\/png/);
    expect(request.body).toContain(TINY_PNG.toString('latin1'));
    expect(request.body).toMatch(/name="models"\r\n\r\nnudity,wad,offensive\r\n/);
    expect(request.body).toMatch(/name="api_user"\r\n\r\nuser-1\r\n/);
    expect(request.body).toMatch(/name="api_secret"\r\n\r\nsecret-1\r\n/);
  });

  it('allows a photo whose scores are all at or below 0.5', async () => {
    fake.nextAnswer = {
      status: 200,
      body: FakeModerationService.clean({
        weapon: 0.5,
        nudity: { raw: 0.5, partial: 0.5 },
        offensive: { prob: 0.5 },
      }),
    };
    expect(await adapter.check(image)).toEqual({ allowed: true });
  });

  it.each([
    [{ nudity: { raw: 0.51, partial: 0 } }, ['nudity']],
    [{ nudity: { raw: 0, partial: 0.9 } }, ['nudity']],
    [{ weapon: 0.8 }, ['weapon']],
    [{ alcohol: 0.6 }, ['alcohol']],
    [{ drugs: 0.99 }, ['drugs']],
    [{ offensive: { prob: 0.7 } }, ['offensive']],
    [{ weapon: 0.9, drugs: 0.9 }, ['weapon', 'drugs']],
  ])('refuses %j', async (scores, reasons) => {
    fake.nextAnswer = { status: 200, body: FakeModerationService.clean(scores) };
    expect(await adapter.check(image)).toEqual({ allowed: false, reasons });
  });

  it('reports the service as unavailable on a failure answer, an HTTP error or an unexpected body', async () => {
    fake.nextAnswer = {
      status: 200,
      body: { status: 'failure', error: { message: 'bad credentials' } },
    };
    await expect(adapter.check(image)).rejects.toThrow(ModerationUnavailableError);
    fake.nextAnswer = { status: 500, body: { oops: true } };
    await expect(adapter.check(image)).rejects.toThrow(ModerationUnavailableError);
    fake.nextAnswer = { status: 200, body: { status: 'success' } };
    await expect(adapter.check(image)).rejects.toThrow(ModerationUnavailableError);
  });

  describe('videos', () => {
    const video = {
      bytes: Buffer.from('not really mp4'),
      contentType: 'video/mp4',
      fileName: 'clip.mp4',
    };

    it('go to the video check and pass when every frame is at or below 0.5', async () => {
      fake.nextAnswer = { status: 200, body: FakeModerationService.cleanVideo({ weapon: 0.5 }) };
      expect(await adapter.check(video)).toEqual({ allowed: true });
      const request = fake.received.at(-1)!;
      expect(request.path).toBe('/1.0/video/check-sync.json');
      expect(request.body).toMatch(/name="media"; filename="clip.mp4"\r\nContent-Type: video\/mp4/);
    });

    it('are refused when one frame scores above 0.5', async () => {
      const body = FakeModerationService.cleanVideo();
      (body.data as { frames: Record<string, unknown>[] }).frames[1].alcohol = 0.7;
      fake.nextAnswer = { status: 200, body };
      expect(await adapter.check(video)).toEqual({ allowed: false, reasons: ['alcohol'] });
    });

    it('report the service as unavailable on an answer without frames', async () => {
      fake.nextAnswer = { status: 200, body: FakeModerationService.clean() };
      await expect(adapter.check(video)).rejects.toThrow(ModerationUnavailableError);
    });
  });

  it('reports the service as unavailable when it cannot be reached', async () => {
    const unreachable = new SightengineModerationAdapter({
      apiUrl: 'http://127.0.0.1:1/check.json',
      apiUser: 'u',
      apiSecret: 's',
      threshold: 0.5,
      timeoutMs: 2000,
    });
    await expect(unreachable.check(image)).rejects.toThrow(ModerationUnavailableError);
  });
});
