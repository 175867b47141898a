import { FilmCommentSchema } from '@filmcollab/contracts';
import { type ServiceHarness, type TestUser } from '@filmcollab/service-kit/testing';
import { registerUser, submitFilm, startContestHarness } from '../testing/contest-test-setup';
import { CommentRepository } from './comment.repository';

describe('timecoded comments', () => {
  let harness: ServiceHarness;
  let owner: TestUser;
  let viewer: TestUser;
  let film: { id: string; durationSeconds: number };

  const comment = (body: unknown, as: TestUser | null = viewer, filmId = film.id) =>
    harness.request(`/api/contest/films/${filmId}/comments`, {
      method: 'POST',
      as: as ?? undefined,
      body,
    });
  const listed = async () =>
    (await harness.request(`/api/contest/films/${film.id}/comments`)).body.comments as unknown[];

  beforeAll(async () => {
    harness = await startContestHarness();
    owner = await registerUser(harness, 'commented');
    viewer = await registerUser(harness, 'commenter');
    film = (await submitFilm(harness, owner, { title: 'Talked About' })).body.film;
  });
  afterAll(() => harness?.stop());

  it('stores a comment at its time and lists them in timeline order, publicly', async () => {
    const later = await comment({ atSeconds: 3, text: 'Nice ending' });
    expect(later.status).toBe(201);
    expect(FilmCommentSchema.parse(later.body.comment)).toMatchObject({
      filmId: film.id,
      userId: viewer.id,
      authorName: 'commenter Person',
      atSeconds: 3,
      text: 'Nice ending',
    });
    expect((await comment({ atSeconds: 1.5, text: 'Great cut' }, owner)).status).toBe(201);
    const comments = (await listed()).map((c) => FilmCommentSchema.parse(c));
    expect(comments.map((c) => [c.atSeconds, c.text])).toEqual([
      [1.5, 'Great cut'],
      [3, 'Nice ending'],
    ]);
  });

  it("clamps a comment's time to the film's length", async () => {
    const { status, body } = await comment({ atSeconds: 90, text: 'After the credits' });
    expect(status).toBe(201);
    expect(film.durationSeconds).toBeLessThan(90);
    expect(body.comment.atSeconds).toBe(film.durationSeconds);
  });

  it('answers bad input with the error envelope and stores nothing', async () => {
    const before = await harness.get(CommentRepository).forFilm(film.id);
    expect(await comment({ atSeconds: 1, text: '   ' })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'Please write a comment.' },
    });
    for (const atSeconds of [-1, '12', null, 25 * 3600]) {
      const refused = await comment({ atSeconds, text: 'Odd time' });
      expect(refused).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
      expect(typeof refused.body.message).toBe('string');
    }
    expect(await comment({ atSeconds: 1, text: 'x'.repeat(1001) })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED' },
    });
    const unknownFilm = await comment(
      { atSeconds: 1, text: 'Hello?' },
      viewer,
      '00000000-0000-4000-8000-000000000000',
    );
    expect(unknownFilm).toMatchObject({ status: 404, body: { code: 'FILM_NOT_FOUND' } });
    expect((await comment({ atSeconds: 1, text: 'Anonymous' }, null)).status).toBe(401);
    expect(await harness.get(CommentRepository).forFilm(film.id)).toEqual(before);
  });
});
