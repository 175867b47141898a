import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderLikeShell } from '@filmcollab/web-kit/testing';
import { aRound } from '../testing/contest-builders';
import { ComingSoonDialog } from './ComingSoonDialog';
import ContestPage from './ContestPage';

// The real dialog, watched: the page must render it (closed) without offering a way to open it.
jest.mock('./ComingSoonDialog', () => {
  const actual = jest.requireActual<typeof import('./ComingSoonDialog')>('./ComingSoonDialog');
  return { ComingSoonDialog: jest.fn(actual.ComingSoonDialog) };
});

const user = { id: 'u1', username: 'vera' };
const board = {
  round: aRound({ id: '2026-10', status: 'closed' }),
  formula: 'Final = 60% × jury + 40% × audience',
  frozenAt: '2026-11-08T00:00:00.000Z',
  entries: [
    {
      rank: 1,
      filmId: 'f1',
      title: 'Winner',
      userId: 'a',
      authorName: 'Ann',
      jury: 70,
      audience: 80,
      final: 74,
      judgeCount: 2,
      audienceVotes: 3,
    },
  ],
};

function routes(vipClaimed = false, claimStatus = 204) {
  return {
    'GET /api/contest/rounds/current': { status: 200, body: { round: aRound() } },
    'GET /api/contest/rounds': {
      status: 200,
      body: {
        rounds: [
          aRound(),
          aRound({
            id: '2026-10',
            title: 'October 2026 One-Scene Challenge',
            status: 'closed' as const,
          }),
        ],
      },
    },
    'GET /api/contest/rounds/2026-10/leaderboard': { status: 200, body: board },
    'GET /api/contest/me': {
      status: 200,
      body: {
        judge: false,
        operator: false,
        vip: { claimed: vipClaimed, claimedAt: vipClaimed ? '2026-11-01T00:00:00.000Z' : null },
      },
    },
    'POST /api/contest/vip-claims': {
      status: claimStatus,
      body: claimStatus === 204 ? undefined : { message: 'x', code: 'INTERNAL' },
    },
  };
}

const show = (who: typeof user | null = user) =>
  renderLikeShell(<ContestPage />, { path: '/contest', url: '/contest', user: who });

describe('ContestPage', () => {
  it("shows the spec's texts and the current round's facts from the service", async () => {
    fakeApi(routes());
    await show(null);
    expect(screen.getByRole('heading', { name: 'One Scene. Six Minutes.' })).toBeInTheDocument();
    expect(screen.getByText('One-Scene Challenge')).toBeInTheDocument();
    expect(await screen.findByText('November 2026 One-Scene Challenge')).toBeInTheDocument();
    expect(screen.getByText('247 of 250 left')).toBeInTheDocument();
    expect(screen.getByText('November 1, 2026 – November 30, 2026')).toBeInTheDocument();
    expect(screen.getByText('Grand Prize')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contest@filmcollab.app' })).toHaveAttribute(
      'href',
      'mailto:contest@filmcollab.app',
    );
    expect(screen.getByRole('link', { name: 'Submit Your Film' })).toHaveAttribute(
      'href',
      '/contest/submit',
    );
  });

  it('shows the frozen leaderboard with the formula and each part next to the rank', async () => {
    fakeApi(routes());
    await show(null);
    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('1');
    expect(row).toHaveTextContent('Winner');
    expect(row).toHaveTextContent('70.0');
    expect(row).toHaveTextContent('80.0');
    expect(row).toHaveTextContent('74.0 = 0.6 × 70.0 + 0.4 × 80.0');
    expect(screen.getByText('Final results, frozen on November 8, 2026.')).toBeInTheDocument();
  });

  it("always confirms the VIP claim, even when logging it fails, and shows who's on the list", async () => {
    const { calls } = fakeApi(routes(false, 500));
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Claim My VIP Spot' }));
    expect(await screen.findByRole('dialog', { name: 'VIP Spot Claimed!' })).toBeInTheDocument();
    const claim = calls.find((c) => c.method === 'POST');
    expect(claim?.body).toEqual({ sessionId: expect.any(String) });
  });

  it('tells a user who claimed that they are on the VIP list', async () => {
    fakeApi(routes(true));
    await show();
    expect(await screen.findByText("You're on the VIP priority list.")).toBeInTheDocument();
  });

  it("'Back to Tabs' goes to /community and 'View Submitted Films' to /submitted-films", async () => {
    fakeApi(routes());
    await show(null);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Tabs' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/community');
  });

  it("'View Submitted Films' goes to the gallery", async () => {
    fakeApi(routes());
    await show(null);
    await userEvent.click(screen.getByRole('button', { name: 'View Submitted Films' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/submitted-films');
  });

  it("has the 'Coming Soon!' dialog, closed, with no visible control opening it", async () => {
    fakeApi(routes());
    await show();
    await screen.findByRole('table', { name: 'Leaderboard' });
    const rendered = jest.mocked(ComingSoonDialog).mock.calls;
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.every(([props]) => props.open === false)).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/Coming Soon/i)).toBeNull();
    const controls = [...screen.getAllByRole('button'), ...screen.getAllByRole('link')];
    expect(controls.filter((c) => /coming soon/i.test(c.textContent ?? ''))).toEqual([]);
  });

  it("lets an operator end the shown round's stage", async () => {
    const judging = aRound({
      id: '2026-10',
      title: 'October 2026 One-Scene Challenge',
      status: 'judging',
    });
    const { calls } = fakeApi({
      ...routes(),
      'GET /api/contest/rounds': { status: 200, body: { rounds: [judging] } },
      'GET /api/contest/rounds/2026-10/leaderboard': {
        status: 200,
        body: { ...board, round: judging, frozenAt: null },
      },
      'GET /api/contest/me': {
        status: 200,
        body: { judge: false, operator: true, vip: { claimed: false, claimedAt: null } },
      },
      'POST /api/contest/rounds/2026-10/advance': {
        status: 200,
        body: aRound({ id: '2026-10', status: 'closed' }),
      },
    });
    await show();
    await userEvent.click(
      await screen.findByRole('button', { name: 'End judging and freeze results' }),
    );
    expect(
      calls.some((c) => c.method === 'POST' && c.path === '/api/contest/rounds/2026-10/advance'),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Export VIP list' })).toBeInTheDocument();
  });

  it('shows no operator controls to other users', async () => {
    fakeApi(routes());
    await show();
    await screen.findByRole('table', { name: 'Leaderboard' });
    expect(screen.queryByRole('group', { name: 'Contest operator' })).toBeNull();
  });
});
