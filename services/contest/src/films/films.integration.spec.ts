import {
  ContestErrors,
  ContestFilmSchema,
  ContestUploadUrlResponseSchema,
  CONTEST_UPLOAD_CHUNK_BYTES,
  FilmUploadSessionSchema,
  LeaderboardResponseSchema,
} from '@filmcollab/contracts';
import { ObjectStorage } from '@filmcollab/service-kit';
import type { ServiceHarness } from '@filmcollab/service-kit/testing';
import { RatingRepository } from '../ratings/rating.repository';
import { RoundRepository } from '../rounds/round.repository';
import { roundIdAt } from '../rounds/round-calendar';
import {
  BUCKET,
  fixture,
  postForm,
  registerUser,
  submitFilm,
  uploadVideo,
  startContestHarness,
} from '../testing/contest-test-setup';
import { FilmRepository } from './film.repository';

describe('contest films', () => {
  let harness: ServiceHarness;

  beforeAll(async () => {
    harness = await startContestHarness();
  });
  afterAll(() => harness?.stop());
  afterEach(() => jest.restoreAllMocks());

  const storeStatus = async (key: string) =>
    (await fetch(`${harness.objectStore!.url}/${BUCKET}/${key}`)).status;
  const films = async (token?: string) =>
    (await harness.request('/api/contest/films', { token })).body.films as unknown[];

  it('enters an uploaded film with its crew and real duration; the gallery lists it first, playable', async () => {
    const owner = await registerUser(harness, 'owner');
    const crewMate = await registerUser(harness, 'grip');
    await harness.waitForConsumersIdle();
    const first = await submitFilm(harness, owner, { title: 'Earlier' });
    expect(first.status).toBe(201);
    const { status, body } = await submitFilm(harness, owner, {
      title: 'The Kitchen',
      crew: [crewMate.username.toUpperCase()],
    });
    expect(status).toBe(201);
    const film = ContestFilmSchema.parse(body.film);
    expect(film).toMatchObject({
      title: 'The Kitchen',
      authorName: 'owner Person',
      crew: [{ userId: crewMate.id, username: crewMate.username }],
      averageRating: null,
      isOwner: true,
      contentType: 'video/mp4',
    });
    expect(film.durationSeconds).toBeCloseTo(4, 0);
    expect(film.videoUrl).toMatch(new RegExp(`^http://app.test/storage/${BUCKET}/\\d{4}-\\d{2}/`));

    const list = (await films()).map((f) => ContestFilmSchema.parse(f));
    expect(list[0].id).toBe(film.id);
    expect(list[0]).toMatchObject({ isOwner: false, myRating: null });
    const key = film.videoUrl.split(`/storage/${BUCKET}/`)[1];
    // Seeking: the store answers byte ranges.
    const partial = await fetch(`${harness.objectStore!.url}/${BUCKET}/${key}`, {
      headers: { Range: 'bytes=100-199' },
    });
    expect(partial.status).toBe(206);
    expect((await partial.arrayBuffer()).byteLength).toBe(100);
  });

  it('takes a video in chunks, tells which are stored (resume), and joins them on submit', async () => {
    const user = await registerUser(harness, 'chunky');
    const other = await registerUser(harness, 'nosy');
    // A valid MP4 padded past one chunk with a 'free' box (ignored by players and parsers).
    const padding = Buffer.alloc(CONTEST_UPLOAD_CHUNK_BYTES + 1000);
    padding.writeUInt32BE(padding.length, 0);
    padding.write('free', 4, 'latin1');
    const video = Buffer.concat([fixture('demo-4s.mp4'), padding]);
    const started = await harness.request('/api/contest/films/uploads', {
      method: 'POST',
      as: user,
      body: { contentType: 'video/mp4', size: video.length },
    });
    expect(started.status).toBe(201);
    const session = FilmUploadSessionSchema.parse(started.body);
    expect(session).toMatchObject({ chunkCount: 2, receivedChunks: [] });
    const sendChunk = async (index: number) => {
      const ticket = ContestUploadUrlResponseSchema.parse(
        (
          await harness.request(`/api/contest/films/uploads/${session.uploadId}/chunks/${index}`, {
            method: 'POST',
            as: user,
          })
        ).body,
      );
      const bytes = video.subarray(index * session.chunkSize, (index + 1) * session.chunkSize);
      expect((await postForm(ticket, bytes)).status).toBeLessThan(300);
    };
    await sendChunk(1);
    const resumed = await harness.request(`/api/contest/films/uploads/${session.uploadId}`, { as: user });
    expect(resumed.body.receivedChunks).toEqual([1]);
    expect(
      (await harness.request(`/api/contest/films/uploads/${session.uploadId}`, { as: other })).body.code,
    ).toBe('UPLOAD_KEY_INVALID');

    const early = await harness.request('/api/contest/films', {
      method: 'POST',
      as: user,
      body: { title: 'Chunks', uploadId: session.uploadId },
    });
    expect(early.body.code).toBe('UPLOAD_NOT_UPLOADED');
    await sendChunk(0);
    const { status, body } = await harness.request('/api/contest/films', {
      method: 'POST',
      as: user,
      body: { title: 'Chunks', uploadId: session.uploadId },
    });
    expect(status).toBe(201);
    expect(body.film.durationSeconds).toBeCloseTo(4, 0);
    const key = body.film.videoUrl.split(`/storage/${BUCKET}/`)[1];
    const stored = await fetch(`${harness.objectStore!.url}/${BUCKET}/${key}`);
    expect(Buffer.from(await stored.arrayBuffer()).equals(video)).toBe(true);
    expect(await storeStatus(`pending/${user.id}/${session.uploadId}/00000`)).toBe(404);
  });

  it('refuses a film longer than six minutes with the reason, keeping nothing', async () => {
    const user = await registerUser(harness, 'long');
    const videoKey = await uploadVideo(harness, user, fixture('long-400s.mp4'));
    const before = (await films()).length;
    const { status, body } = await harness.request('/api/contest/films', {
      method: 'POST',
      as: user,
      body: { title: 'Too long', videoKey },
    });
    expect(status).toBe(422);
    expect(body).toMatchObject({
      code: 'VIDEO_TOO_LONG',
      message: 'Films may last at most 6 minutes.',
      details: { durationSeconds: 400, maxSeconds: 360 },
    });
    expect(await storeStatus(videoKey)).toBe(404);
    expect(await films()).toHaveLength(before);
  });

  it('reads WebM durations too, and refuses bytes that are not a video', async () => {
    const user = await registerUser(harness, 'webm');
    const webmKey = await uploadVideo(harness, user, fixture('demo-3s.webm'), 'video/webm');
    const ok = await harness.request('/api/contest/films', {
      method: 'POST',
      as: user,
      body: { title: 'Web', videoKey: webmKey },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.film.durationSeconds).toBeCloseTo(3, 0);

    const fakeKey = await uploadVideo(harness, user, Buffer.from('not a video at all'.repeat(10)));
    const refused = await harness.request('/api/contest/films', {
      method: 'POST',
      as: user,
      body: { title: 'Fake', videoKey: fakeKey },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('VIDEO_UNREADABLE');
  });

  it("refuses someone else's upload, an unknown crew member and a crew over 12", async () => {
    const owner = await registerUser(harness, 'up');
    const thief = await registerUser(harness, 'thief');
    const videoKey = await uploadVideo(harness, owner, fixture('demo-4s.mp4'));
    const stolen = await harness.request('/api/contest/films', {
      method: 'POST',
      as: thief,
      body: { title: 'Mine', videoKey },
    });
    expect(stolen.body.code).toBe('UPLOAD_KEY_INVALID');
    const unknown = await harness.request('/api/contest/films', {
      method: 'POST',
      as: owner,
      body: { title: 'Mine', videoKey, crew: ['nobody_here'] },
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { code: 'CREW_MEMBER_NOT_FOUND', details: { username: 'nobody_here' } },
    });
    const big = await harness.request('/api/contest/films', {
      method: 'POST',
      as: owner,
      body: { title: 'Mine', videoKey, crew: Array.from({ length: 13 }, (_, i) => `u${i}`) },
    });
    expect(big).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });

  it('takes team spots atomically: never more than the capacity, first come first served', async () => {
    const rounds = harness.get(RoundRepository);
    await rounds.ensure('2001-01');
    const taken = await Promise.all(
      Array.from({ length: 12 }, () => rounds.takeTeamSpot('2001-01', 5)),
    );
    expect(taken.filter(Boolean)).toHaveLength(5);
    expect((await rounds.find('2001-01'))?.teamsEntered).toBe(5);
  });

  it('refuses a submission once the round is full', async () => {
    const user = await registerUser(harness, 'late');
    const roundId = roundIdAt(new Date());
    const rounds = harness.get(RoundRepository);
    const round = await rounds.ensure(roundId);
    const videoKey = await uploadVideo(harness, user, fixture('demo-4s.mp4'));
    jest.spyOn(rounds, 'takeTeamSpot').mockResolvedValueOnce(false);
    const { status, body } = await harness.request('/api/contest/films', {
      method: 'POST',
      as: user,
      body: { title: 'Late', videoKey },
    });
    expect(status).toBe(409);
    expect(body).toEqual({
      code: 'ROUND_FULL',
      message: ContestErrors.ROUND_FULL.message,
    });
    expect((await rounds.find(roundId))?.teamsEntered).toBe(round.teamsEntered);
  });

  describe('captions', () => {
    const uploadCaptions = async (user: Awaited<ReturnType<typeof registerUser>>, text: string) => {
      const bytes = Buffer.from(text);
      const { status, body } = await harness.request('/api/contest/films/captions-upload-url', {
        method: 'POST',
        as: user,
        body: { size: bytes.length },
      });
      expect(status).toBe(200);
      const ticket = ContestUploadUrlResponseSchema.parse(body);
      expect((await postForm(ticket, bytes)).status).toBeLessThan(300);
      return ticket.key;
    };

    it('takes a WebVTT file with the film and serves it next to the video', async () => {
      const user = await registerUser(harness, 'captioner');
      const vtt = 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello.\n';
      const captionsKey = await uploadCaptions(user, vtt);
      const { status, body } = await submitFilm(harness, user, { title: 'Subtitled', captionsKey });
      expect(status).toBe(201);
      const film = ContestFilmSchema.parse(body.film);
      expect(film.captionsUrl).toMatch(new RegExp(`^http://app.test/storage/${BUCKET}/\\d{4}-\\d{2}/${film.id}\\.vtt$`));
      const served = await fetch(film.captionsUrl!.replace(`http://app.test/storage`, harness.objectStore!.url));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toContain('text/vtt');
      expect(await served.text()).toBe(vtt);
      const listed = (await films()).map((f) => ContestFilmSchema.parse(f)).find((f) => f.id === film.id);
      expect(listed?.captionsUrl).toBe(film.captionsUrl);
    });

    it('refuses captions that do not start with WEBVTT, entering nothing', async () => {
      const user = await registerUser(harness, 'badcaps');
      const captionsKey = await uploadCaptions(user, '1\n00:00:00,000 --> 00:00:02,000\nAn SRT file.\n');
      const before = (await films()).length;
      const { status, body } = await submitFilm(harness, user, { title: 'Mislabelled', captionsKey });
      expect(status).toBe(422);
      expect(body).toEqual({ code: 'CAPTIONS_INVALID', message: ContestErrors.CAPTIONS_INVALID.message });
      expect(await storeStatus(captionsKey)).toBe(404);
      expect(await films()).toHaveLength(before);
    });

    it('answers bad captions requests with the error envelope', async () => {
      const user = await registerUser(harness, 'bigcaps');
      const tooBig = await harness.request('/api/contest/films/captions-upload-url', {
        method: 'POST',
        as: user,
        body: { size: 600 * 1024 },
      });
      expect(tooBig).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'The captions file must be 512 KB or smaller.' },
      });
      const someoneElses = await submitFilm(harness, user, { captionsKey: 'pending/another-user/x.vtt' });
      expect(someoneElses).toMatchObject({ status: 400, body: { code: 'UPLOAD_KEY_INVALID' } });
    });
  });

  describe('ratings', () => {
    it('upserts one rating per user and film; the average follows; the crew cannot rate', async () => {
      const owner = await registerUser(harness, 'rated');
      const crew = await registerUser(harness, 'crewrate');
      const [a, b] = [await registerUser(harness, 'fan_a'), await registerUser(harness, 'fan_b')];
      await harness.waitForConsumersIdle();
      const film = (await submitFilm(harness, owner, { crew: [crew.username] })).body.film;
      const rate = (user: typeof a, rating: unknown) =>
        harness.request(`/api/contest/films/${film.id}/rating`, {
          method: 'PUT',
          as: user,
          body: { rating },
        });
      expect((await rate(a, 2)).body).toEqual({ averageRating: 2, ratingCount: 1, myRating: 2 });
      expect((await rate(a, 5)).body).toEqual({ averageRating: 5, ratingCount: 1, myRating: 5 });
      expect((await rate(b, 4)).body).toEqual({ averageRating: 4.5, ratingCount: 2, myRating: 4 });
      expect(await harness.get(RatingRepository).forFilms([film.id])).toHaveLength(2);

      for (const maker of [owner, crew]) {
        const refused = await rate(maker, 5);
        expect(refused).toMatchObject({ status: 403, body: { code: 'CANNOT_RATE_OWN_FILM' } });
      }
      for (const bad of [0, 6, 3.5, '4', null]) {
        expect((await rate(b, bad)).status).toBe(400);
      }
      const seen = (await harness.request('/api/contest/films', { as: b })).body.films.find(
        (f: { id: string }) => f.id === film.id,
      );
      expect(seen).toMatchObject({ averageRating: 4.5, ratingCount: 2, myRating: 4 });
      expect((await rate(undefined as never, 3)).status).toBe(401);
    });
  });

  describe('deletion', () => {
    it('removes the stored video before the record; only the owner may', async () => {
      const owner = await registerUser(harness, 'deleter');
      const other = await registerUser(harness, 'other');
      const film = (await submitFilm(harness, owner)).body.film;
      const key = film.videoUrl.split(`/storage/${BUCKET}/`)[1];
      expect(await storeStatus(key)).toBe(200);

      const notOwner = await harness.request(`/api/contest/films/${film.id}`, {
        method: 'DELETE',
        as: other,
      });
      expect(notOwner).toMatchObject({ status: 403, body: { code: 'NOT_FILM_OWNER' } });
      expect(await storeStatus(key)).toBe(200);

      const order: string[] = [];
      const storage = harness.get(ObjectStorage);
      const repository = harness.get(FilmRepository);
      const remove = storage.remove.bind(storage);
      const del = repository.delete.bind(repository);
      jest.spyOn(storage, 'remove').mockImplementation(async (b, k) => {
        order.push(`object ${k}`);
        return remove(b, k);
      });
      jest.spyOn(repository, 'delete').mockImplementation(async (id) => {
        order.push(`record ${id}`);
        return del(id);
      });
      const deleted = await harness.request(`/api/contest/films/${film.id}`, {
        method: 'DELETE',
        as: owner,
      });
      expect(deleted.status).toBe(204);
      expect(order).toEqual([`object ${key}`, `record ${film.id}`]);
      expect(await storeStatus(key)).toBe(404);
      expect(await repository.find(film.id)).toBeNull();
    });

    it('keeps the record when the object cannot be removed', async () => {
      const owner = await registerUser(harness, 'keeper');
      const film = (await submitFilm(harness, owner)).body.film;
      jest.spyOn(harness.get(ObjectStorage), 'remove').mockRejectedValueOnce(new Error('store down'));
      const failed = await harness.request(`/api/contest/films/${film.id}`, {
        method: 'DELETE',
        as: owner,
      });
      expect(failed.status).toBe(500);
      expect(await harness.get(FilmRepository).find(film.id)).not.toBeNull();
    });
  });

  describe('judging', () => {
    const scores = { story: 8, craft: 6, performance: 7, originality: 7 };

    it('only judges score, never their own film; a closed round freezes 60/40 results', async () => {
      const judge = await registerUser(harness, 'judge', ['user', 'judge']);
      const admin = await registerUser(harness, 'admin', ['user', 'contest-admin']);
      const plain = await registerUser(harness, 'plain');
      const owner = await registerUser(harness, 'entrant');
      const fan = await registerUser(harness, 'fan');
      const film = (await submitFilm(harness, owner, { title: 'Judged' })).body.film;
      const score = (user: typeof judge, body: unknown) =>
        harness.request(`/api/contest/films/${film.id}/judge-score`, {
          method: 'PUT',
          as: user,
          body,
        });
      expect((await score(plain, { scores })).body.code).toBe('NOT_A_JUDGE');
      expect((await score(judge, { scores: { ...scores, story: 11 } })).status).toBe(400);
      expect((await score(judge, { scores })).body).toEqual({ filmId: film.id, scores, mean: 7 });
      await harness.request(`/api/contest/films/${film.id}/rating`, {
        method: 'PUT',
        as: fan,
        body: { rating: 4 },
      });
      const ownJudge = await registerUser(harness, 'judgeowner', ['user', 'judge']);
      const ownFilm = (await submitFilm(harness, ownJudge)).body.film;
      const own = await harness.request(`/api/contest/films/${ownFilm.id}/judge-score`, {
        method: 'PUT',
        as: ownJudge,
        body: { scores },
      });
      expect(own.body.code).toBe('CANNOT_JUDGE_OWN_FILM');

      const roundId = film.roundId as string;
      expect(
        (await harness.request(`/api/contest/rounds/${roundId}/advance`, { method: 'POST', as: plain })).status,
      ).toBe(403);
      const toJudging = await harness.request(`/api/contest/rounds/${roundId}/advance`, {
        method: 'POST',
        as: admin,
      });
      expect(toJudging.body.status).toBe('judging');
      const closed = await harness.request(`/api/contest/rounds/${roundId}/advance`, {
        method: 'POST',
        as: admin,
      });
      expect(closed.body.status).toBe('closed');
      // Frozen by the close itself, before anyone reads the leaderboard.
      const frozen = await harness.get(RoundRepository).find(roundId);
      expect(frozen?.frozenAt?.toISOString()).toBe(closed.body.judgingEndsAt);
      expect(frozen?.results?.find((e) => e.filmId === film.id)).toMatchObject({ final: 74 });

      const board = LeaderboardResponseSchema.parse(
        (await harness.request(`/api/contest/rounds/${roundId}/leaderboard`)).body,
      );
      expect(board.frozenAt).not.toBeNull();
      const entry = board.entries.find((e) => e.filmId === film.id);
      // jury 7/10 → 70; audience 4/5 → 80; 0.6 × 70 + 0.4 × 80 = 74
      expect(entry).toMatchObject({ jury: 70, audience: 80, final: 74, judgeCount: 1, audienceVotes: 1 });
      expect(board.formula).toContain('60%');

      // Frozen: a later rating is refused and the leaderboard stays.
      const lateRating = await harness.request(`/api/contest/films/${film.id}/rating`, {
        method: 'PUT',
        as: plain,
        body: { rating: 1 },
      });
      expect(lateRating).toMatchObject({ status: 409, body: { code: 'RATING_CLOSED' } });
      const again = (await harness.request(`/api/contest/rounds/${roundId}/leaderboard`)).body;
      expect(again.entries.find((e: { filmId: string }) => e.filmId === film.id).final).toBe(74);
      expect((await score(judge, { scores })).body.code).toBe('ROUND_CLOSED');
      const late = await submitFilm(harness, owner).catch((error: Error) => error);
      expect(String(late)).toContain('ROUND_NOT_OPEN');
    });
  });
});
