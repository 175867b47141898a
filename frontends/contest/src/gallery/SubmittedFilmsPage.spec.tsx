import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderLikeShell } from '@filmcollab/web-kit/testing';
import { aFilm } from '../testing/contest-builders';
import SubmittedFilmsPage from './SubmittedFilmsPage';

const viewer = { id: 'viewer-1', username: 'vera', name: 'Vera Viewer' };
const me = { judge: false, operator: false, vip: { claimed: false, claimedAt: null } };

function showGallery(user: typeof viewer | null = viewer) {
  return renderLikeShell(<SubmittedFilmsPage />, {
    path: '/submitted-films',
    url: '/submitted-films',
    user,
  });
}

describe('SubmittedFilmsPage', () => {
  it('lists films in the order served (newest first) with player, author link, fallback name and averages', async () => {
    fakeApi({
      'GET /api/contest/films': {
        status: 200,
        body: {
          films: [
            aFilm({
              id: 'new',
              title: 'Newest',
              averageRating: 4.25,
              ratingCount: 4,
              captionsUrl: 'http://x/c.vtt',
            }),
            aFilm({ id: 'old', title: 'Oldest', authorName: null, userId: 'ghost' }),
          ],
        },
      },
      'GET /api/contest/films/new/comments': { status: 200, body: { comments: [] } },
      'GET /api/contest/films/old/comments': { status: 200, body: { comments: [] } },
      'GET /api/contest/me': { status: 200, body: me },
    });
    await showGallery(null);
    expect(screen.getByRole('heading', { name: 'Submitted Films' })).toBeInTheDocument();
    const articles = await screen.findAllByRole('article');
    expect(articles.map((a) => within(a).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Newest',
      'Oldest',
    ]);
    expect(within(articles[0]).getByText('4.3/5.0')).toBeInTheDocument();
    expect(within(articles[1]).getByText('5.0/5.0')).toBeInTheDocument();
    expect(within(articles[0]).getByRole('link', { name: 'Olivia Owner' })).toHaveAttribute(
      'href',
      '/profile/owner-1',
    );
    expect(within(articles[1]).getByRole('link', { name: 'Anonymous User' })).toHaveAttribute(
      'href',
      '/profile/ghost',
    );
    expect(
      within(articles[0]).getByLabelText('Video: Newest').querySelector('track'),
    ).toHaveAttribute('kind', 'captions');
    expect(within(articles[0]).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('tells a signed-out visitor to log in instead of rating', async () => {
    const { calls } = fakeApi({
      'GET /api/contest/films': { status: 200, body: { films: [aFilm()] } },
      'GET /api/contest/films/film-1/comments': { status: 200, body: { comments: [] } },
    });
    await showGallery(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Rate 4 stars' }));
    expect(await screen.findByText('You must be logged in to rate films')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    // Comments wait until someone watches or opens them.
    expect(calls.some((c) => c.path.endsWith('/comments'))).toBe(false);
  });

  it("saves the viewer's stars and updates the average in place; a failure says so", async () => {
    let fail = false;
    const { calls } = fakeApi({
      'GET /api/contest/films': {
        status: 200,
        body: { films: [aFilm({ averageRating: 2, ratingCount: 1 })] },
      },
      'GET /api/contest/films/film-1/comments': { status: 200, body: { comments: [] } },
      'GET /api/contest/me': { status: 200, body: me },
      'PUT /api/contest/films/film-1/rating': () =>
        fail
          ? { status: 500, body: { message: 'boom', code: 'INTERNAL' } }
          : { status: 200, body: { averageRating: 3, ratingCount: 2, myRating: 4 } },
    });
    await showGallery();
    expect(await screen.findByText('2.0/5.0')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rate 4 stars' }));
    expect(await screen.findByText('3.0/5.0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rate 4 stars' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ rating: 4 }]);
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Rate 2 stars' }));
    expect(await screen.findByText('Failed to save rating')).toBeInTheDocument();
    expect(screen.getByText('3.0/5.0')).toBeInTheDocument();
  });

  it("shows a closed round's films without stars or scorecard, saying why", async () => {
    fakeApi({
      'GET /api/contest/films': { status: 200, body: { films: [aFilm({ roundClosed: true })] } },
      'GET /api/contest/films/film-1/comments': { status: 200, body: { comments: [] } },
      'GET /api/contest/me': { status: 200, body: { ...me, judge: true } },
    });
    await showGallery();
    const card = await screen.findByRole('article');
    expect(
      within(card).getByText('Rating is closed: this round is over and its results are final.'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Rate / })).toBeNull();
    expect(within(card).queryByRole('form', { name: /Judge scorecard/ })).toBeNull();
  });

  it('says so and takes the stars away when the round closed since the page loaded', async () => {
    fakeApi({
      'GET /api/contest/films': {
        status: 200,
        body: { films: [aFilm({ averageRating: 2, ratingCount: 1 })] },
      },
      'GET /api/contest/films/film-1/comments': { status: 200, body: { comments: [] } },
      'GET /api/contest/me': { status: 200, body: me },
      'PUT /api/contest/films/film-1/rating': {
        status: 409,
        body: {
          code: 'RATING_CLOSED',
          message: 'Rating is closed: this round is over and its results are final.',
        },
      },
    });
    await showGallery();
    await userEvent.click(await screen.findByRole('button', { name: 'Rate 4 stars' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Rate / })).toBeNull());
    // The toast and the note in place of the stars.
    expect(
      screen.getAllByText('Rating is closed: this round is over and its results are final.'),
    ).toHaveLength(2);
    expect(screen.queryByText('Failed to save rating')).toBeNull();
    expect(screen.getByText('2.0/5.0')).toBeInTheDocument();
  });

  it('lets the owner delete after the exact confirmation, and reports success or failure', async () => {
    let fail = true;
    fakeApi({
      'GET /api/contest/films': {
        status: 200,
        body: { films: [aFilm({ isOwner: true, isCrew: true })] },
      },
      'GET /api/contest/films/film-1/comments': { status: 200, body: { comments: [] } },
      'GET /api/contest/me': { status: 200, body: me },
      'DELETE /api/contest/films/film-1': () =>
        fail ? { status: 500, body: { message: 'x', code: 'INTERNAL' } } : { status: 204 },
    });
    await showGallery();
    expect(
      await screen.findByText("You made this film, so you can't rate it."),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete The Kitchen' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete "The Kitchen"? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete film. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('article')).toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Delete The Kitchen' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Film deleted successfully')).toBeInTheDocument();
    // The cached list drops it once the mutation settles, a tick after the toast.
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
  });

  it('shows comment markers that jump the player to their time', async () => {
    fakeApi({
      'GET /api/contest/films': { status: 200, body: { films: [aFilm()] } },
      'GET /api/contest/films/film-1/comments': {
        status: 200,
        body: {
          comments: [
            {
              id: 'c1',
              filmId: 'film-1',
              userId: 'u',
              authorName: 'Ann',
              atSeconds: 83,
              text: 'Great cut',
              createdAt: '2026-11-20T10:00:00.000Z',
            },
          ],
        },
      },
      'GET /api/contest/me': { status: 200, body: me },
    });
    await showGallery();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show comments on The Kitchen' }),
    );
    expect(await screen.findByText('Great cut')).toBeInTheDocument();
    const marker = await screen.findByRole('button', { name: 'Jump to 01:23: Great cut' });
    await userEvent.click(marker);
    expect((screen.getByLabelText('Video: The Kitchen') as HTMLVideoElement).currentTime).toBe(83);
  });

  it('offers a judge the scorecard', async () => {
    const { calls } = fakeApi({
      'GET /api/contest/films': { status: 200, body: { films: [aFilm()] } },
      'GET /api/contest/films/film-1/comments': { status: 200, body: { comments: [] } },
      'GET /api/contest/me': { status: 200, body: { ...me, judge: true } },
      'PUT /api/contest/films/film-1/judge-score': {
        status: 200,
        body: {
          filmId: 'film-1',
          scores: { story: 5, craft: 5, performance: 5, originality: 5 },
          mean: 5,
        },
      },
    });
    await showGallery();
    const card = await screen.findByRole('form', { name: 'Judge scorecard for The Kitchen' });
    await userEvent.click(within(card).getByRole('button', { name: 'Save score' }));
    expect(await screen.findByText('Your mean: 5.0 / 10')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      scores: { story: 5, craft: 5, performance: 5, originality: 5 },
    });
  });

  it('says when the films cannot be loaded', async () => {
    // A 4xx answer is not retried (5xx ones are, for seconds).
    fakeApi({
      'GET /api/contest/films': { status: 400, body: { message: 'x', code: 'VALIDATION_FAILED' } },
    });
    await showGallery(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('The films could not be loaded.');
  });
});
