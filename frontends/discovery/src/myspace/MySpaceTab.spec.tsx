import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProject, ME, renderDiscovery } from '../testing/render-discovery';
import MySpaceTab from './MySpaceTab';

const ok = (body: unknown) => ({ status: 200, body });
const person = (id: string, fullName: string) => ({
  id,
  username: null,
  fullName,
  profileImageUrl: null,
  primaryRole: null,
});
const viewer = (overrides = {}) => ({
  relation: 'creator',
  membership: null,
  application: null,
  invitation: null,
  latestAudit: null,
  ...overrides,
});
const detail = (overrides = {}) => ({
  project: aProject(),
  creator: person(ME.id, 'Ada Lovelace'),
  members: [],
  applications: [],
  invitations: [],
  viewer: viewer(),
  ...overrides,
});

const routes = {
  'GET /api/discovery/myspace/created': ok({
    projects: [{ project: aProject(), memberCount: 3 }],
  }),
  'GET /api/discovery/myspace/collaborated': ok({
    projects: [
      { project: aProject({ id: 'p2', title: 'Joined Film', creatorId: 'u9' }), memberCount: 1 },
    ],
  }),
};

describe('MySpaceTab', () => {
  it("links 'View my Profile' and 'New Project'", async () => {
    await renderDiscovery(<MySpaceTab />, routes);
    expect(screen.getByRole('link', { name: 'View my Profile' })).toHaveAttribute(
      'href',
      `/user-profile/${ME.id}`,
    );
    expect(screen.getByRole('link', { name: 'New Project' })).toHaveAttribute(
      'href',
      '/create-project',
    );
  });

  it('lists created and collaborated projects with member counts', async () => {
    await renderDiscovery(<MySpaceTab />, routes);
    const created = await screen.findByRole('list', { name: 'Created Projects' });
    expect(within(created).getByRole('link', { name: 'Night Shift' })).toHaveAttribute(
      'href',
      '/project/p1',
    );
    expect(within(created).getByText('3 members')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Collaborated Projects' }));
    const collaborated = await screen.findByRole('list', { name: 'Collaborated Projects' });
    expect(within(collaborated).getByRole('link', { name: 'Joined Film' })).toHaveAttribute(
      'href',
      '/project/p2',
    );
    expect(within(collaborated).getByText('1 member')).toBeInTheDocument();
  });

  it("says 'Failed to load your projects' and 'Failed to load associated projects'", async () => {
    await renderDiscovery(<MySpaceTab />, {
      'GET /api/discovery/myspace/created': {
        status: 403,
        body: { message: 'x', code: 'FORBIDDEN' },
      },
      'GET /api/discovery/myspace/collaborated': {
        status: 403,
        body: { message: 'x', code: 'FORBIDDEN' },
      },
    });
    expect((await screen.findAllByText('Failed to load your projects')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('tab', { name: 'Collaborated Projects' }));
    expect(
      (await screen.findAllByText('Failed to load associated projects')).length,
    ).toBeGreaterThan(0);
  });

  it('shows the creator the Pending Applications table and accepts an application', async () => {
    const { gateway } = await renderDiscovery(<MySpaceTab />, {
      ...routes,
      'GET /api/projects/p1': ok(
        detail({
          applications: [
            {
              id: 'a1',
              projectId: 'p1',
              userId: 'u5',
              role: 'editor',
              message: 'I cut shorts',
              opportunityId: null,
              status: 'pending',
              createdAt: '2026-03-01T10:00:00.000Z',
              person: person('u5', 'Cy Dee'),
            },
          ],
        }),
      ),
      'POST /api/projects/p1/applications/a1/accept': ok({}),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Show team for Night Shift' }));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Applicant', 'Role', 'Message', 'Applied', 'Actions']);
    expect(screen.getByRole('heading', { name: 'Pending Applications' })).toBeInTheDocument();
    expect(within(table).getByText('I cut shorts')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Accept Cy Dee' }));
    expect(await screen.findByText('Application accepted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        gateway.calls.some(
          (call) =>
            call.method === 'POST' && call.path === '/api/projects/p1/applications/a1/accept',
        ),
      ).toBe(true),
    );
  });

  it("shows a member 'My Application Status'", async () => {
    await renderDiscovery(<MySpaceTab />, {
      ...routes,
      'GET /api/projects/p2': ok(
        detail({
          viewer: viewer({
            relation: 'member',
            latestAudit: {
              action: 'accepted',
              role: 'editor',
              message: null,
              createdAt: '2026-03-01T10:00:00.000Z',
            },
          }),
        }),
      ),
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Collaborated Projects' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Show team for Joined Film' }));
    expect(
      await screen.findByRole('heading', { name: 'My Application Status' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Accepted')).toBeInTheDocument();
  });
});
