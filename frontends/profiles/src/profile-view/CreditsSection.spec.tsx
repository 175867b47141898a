import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProfile, aRelationship, fakeApi, renderLikeShell } from '@filmcollab/web-kit/testing';
import ProfilePage from './ProfilePage';

function showProfile(credits: ReturnType<typeof aProfile>['credits']) {
  fakeApi({
    'GET /api/profiles/u2': {
      status: 200,
      body: aProfile({ credits, collaborationCount: credits.length }),
    },
    'GET /api/profiles/u2/relationship': { status: 200, body: aRelationship() },
  });
  return renderLikeShell(<ProfilePage />, {
    path: '/user-profile/:userId',
    url: '/user-profile/u2',
    user: { id: 'u1', username: 'alice' },
  });
}

describe('the Credits section of a profile', () => {
  it('lists verified credits newest first with the role humanised, each linking to its project', async () => {
    await showProfile([
      { projectId: 'p2', projectTitle: 'Salt', role: 'sound_designer', year: 2025 },
      { projectId: 'p1', projectTitle: 'Night Train', role: 'editor', year: 2023 },
    ]);

    const heading = await screen.findByRole('heading', { name: 'Credits' });
    const list = screen.getByRole('list', { name: 'Credits' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'SaltSound Designer · 2025',
      'Night TrainEditor · 2023',
    ]);
    expect(within(items[0]).getByRole('link', { name: 'Salt' })).toHaveAttribute(
      'href',
      '/project/p2',
    );
    expect(screen.getByTestId('stat-Projects')).toHaveTextContent('2');
    expect(heading).toBeInTheDocument();
    expect(screen.queryByText('No credits yet')).not.toBeInTheDocument();

    // Reachable by keyboard like every link on the page.
    const user = userEvent.setup();
    for (let i = 0; i < 20 && document.activeElement?.textContent !== 'Salt'; i++) await user.tab();
    expect(document.activeElement).toBe(within(items[0]).getByRole('link'));
  });

  it('says so when there are none yet, and offers no way to type one in', async () => {
    await showProfile([]);

    expect(await screen.findByRole('heading', { name: 'Credits' })).toBeInTheDocument();
    expect(screen.getByText('No credits yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Credits' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /credit/i })).not.toBeInTheDocument();
  });
});
