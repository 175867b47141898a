import { fakeApi, renderLikeShell } from '@filmcollab/web-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anOpportunity } from '../testing/project-builders';
import { BOB } from '../testing/users';
import OpportunitiesPage from './OpportunitiesPage';

const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(12, 0, 0, 0);
  return date.toISOString();
};

function showList() {
  return renderLikeShell(<OpportunitiesPage />, {
    path: '/requirements',
    url: '/requirements',
    user: BOB,
  });
}

describe('OpportunitiesPage', () => {
  it('shows each card with category, title, description, location and expiry wording; loads more by cursor', async () => {
    const api = fakeApi({
      'GET /api/projects/opportunities': (request) => {
        const cursor = new URL(request.url, 'http://localhost').searchParams.get('cursor');
        return cursor === 'c-2'
          ? {
              status: 200,
              body: {
                opportunities: [
                  anOpportunity({
                    id: 'o-3',
                    title: 'Composer',
                    category: 'music_sound',
                    expiresAt: null,
                  }),
                ],
                nextCursor: null,
              },
            }
          : {
              status: 200,
              body: {
                opportunities: [
                  anOpportunity({ id: 'o-1', expiresAt: inDays(1) }),
                  anOpportunity({
                    id: 'o-2',
                    title: 'Gaffer',
                    category: 'crew',
                    expiresAt: inDays(3),
                  }),
                ],
                nextCursor: 'c-2',
              },
            };
      },
    });
    await showList();
    expect(screen.getByRole('heading', { level: 1, name: 'Opportunities' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Opportunities' });
    const first = within(list).getAllByRole('link')[0];
    expect(first).toHaveAttribute('href', '/requirements/o-1');
    expect(within(first).getByText('Cast')).toBeInTheDocument();
    expect(within(first).getByText('Lead actor for a night bus drama')).toBeInTheDocument();
    expect(within(first).getByText('Two shooting nights in Berlin.')).toBeInTheDocument();
    expect(within(first).getByText('Berlin')).toBeInTheDocument();
    expect(within(first).getByText('Expires tomorrow')).toBeInTheDocument();
    expect(within(list).getByText('Expires in 3 days')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Composer')).toBeInTheDocument();
    expect(within(list).getByText('No expiry')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual([
      '/api/projects/opportunities',
      '/api/projects/opportunities',
    ]);
  });

  it("shows 'No opportunities found' when there are none", async () => {
    fakeApi({
      'GET /api/projects/opportunities': {
        status: 200,
        body: { opportunities: [], nextCursor: null },
      },
    });
    await showList();
    expect(await screen.findByText('No opportunities found')).toBeInTheDocument();
  });

  it("says 'Failed to load requirements' when the list fails", async () => {
    fakeApi({
      'GET /api/projects/opportunities': {
        status: 403,
        body: { message: 'no', code: 'FORBIDDEN' },
      },
    });
    await showList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load requirements');
  });
});
