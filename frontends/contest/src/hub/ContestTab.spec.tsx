import { screen } from '@testing-library/react';
import { fakeApi, renderLikeShell } from '@filmcollab/web-kit/testing';
import { aRound } from '../testing/contest-builders';
import ContestTab from './ContestTab';

describe('ContestTab (hub.contest)', () => {
  it("shows the spec 02 facts, the current round's dates from the service and 'Join the Challenge'", async () => {
    fakeApi({
      'GET /api/contest/rounds/current': {
        status: 200,
        body: { round: aRound({ status: 'judging', spotsLeft: 0, teamsEntered: 250 }) },
      },
    });
    await renderLikeShell(<ContestTab />, { path: '/', url: '/', user: null });
    for (const fact of [
      'Crew up to 12',
      'Grand prize $1,000',
      'Category awards $250 each',
      'Entry fee $20',
      'Capacity 250 teams',
    ]) {
      expect(screen.getByText(fact)).toBeInTheDocument();
    }
    expect(await screen.findByText('Judging')).toBeInTheDocument();
    expect(screen.getByText('0 of 250 left')).toBeInTheDocument();
    expect(screen.getByText('December 8, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the Challenge' })).toHaveAttribute(
      'href',
      '/contest',
    );
  });
});
