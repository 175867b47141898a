import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aResult, NO_PREFERENCES, renderDiscovery } from '../testing/render-discovery';
import DiscoveryTab from './DiscoveryTab';

const NO_MORE = { projects: false, collaborators: false, opportunities: false };
const EMPTY = { projects: [], collaborators: [], opportunities: [], more: NO_MORE };
const ok = (body: unknown) => ({ status: 200, body });

const baseRoutes = {
  'GET /api/discovery/preferences': ok(NO_PREFERENCES),
  'GET /api/discovery/history': ok({ entries: [] }),
  'GET /api/discovery/recommendations': ok({ recommendations: [] }),
  'GET /api/discovery/search': ok(EMPTY),
};

const searchUrls = (gateway: { fetchMock: jest.Mock }) =>
  gateway.fetchMock.mock.calls
    .map(([input]) => new URL(String((input as Request).url ?? input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/discovery/search');

describe('DiscoveryTab', () => {
  it('lists projects, collaborators and opportunities linking to their pages', async () => {
    await renderDiscovery(<DiscoveryTab />, {
      ...baseRoutes,
      'GET /api/discovery/search': ok({
        more: NO_MORE,
        projects: [
          aResult({
            resultData: {
              projectType: 'short_film',
              requiredRoles: ['editor', 'actor', 'composer', 'gaffer', 'producer'],
            },
          }),
        ],
        collaborators: [
          aResult({
            resultType: 'collaborator',
            resultId: 'u7',
            title: 'Bo Chen',
            resultData: {
              primaryRole: 'director',
              secondaryRoles: ['editor', 'actor', 'producer'],
              availabilityStatus: 'available',
            },
          }),
        ],
        opportunities: [
          aResult({
            resultType: 'opportunity',
            resultId: 'o3',
            title: 'Lead actor',
            resultData: { role: 'actor', projectTitle: 'Night Shift' },
          }),
        ],
      }),
    });
    expect(await screen.findByRole('link', { name: 'Night Shift' })).toHaveAttribute(
      'href',
      '/project/p1',
    );
    expect(screen.getByRole('link', { name: 'Bo Chen' })).toHaveAttribute(
      'href',
      '/user-profile/u7',
    );
    expect(screen.getByRole('link', { name: 'Lead actor' })).toHaveAttribute(
      'href',
      '/requirements/o3',
    );
    const projects = screen.getByRole('region', { name: 'Projects' });
    expect(within(projects).getByText('+2 more')).toBeInTheDocument();
    const people = screen.getByRole('region', { name: 'Collaborators' });
    expect(within(people).getByText('+1 more')).toBeInTheDocument();
  });

  it("previews each type on All, with 'See all …' opening the sub-tab of a type that has more", async () => {
    const { gateway } = await renderDiscovery(<DiscoveryTab />, {
      ...baseRoutes,
      'GET /api/discovery/search': ok({
        ...EMPTY,
        projects: [aResult()],
        collaborators: [aResult({ resultType: 'collaborator', resultId: 'u7', title: 'Bo Chen' })],
        more: { ...NO_MORE, projects: true },
      }),
    });
    const seeAll = await screen.findByRole('button', { name: 'See all projects' });
    expect(within(screen.getByRole('region', { name: 'Projects' })).getByRole('button')).toBe(
      seeAll,
    );
    expect(screen.queryByRole('button', { name: 'See all collaborators' })).toBeNull();

    seeAll.focus();
    await userEvent.keyboard('{Enter}');
    const projectsTab = screen.getByRole('tab', { name: 'Projects' });
    await waitFor(() => expect(projectsTab).toHaveAttribute('aria-selected', 'true'));
    expect(projectsTab).toHaveFocus();
    await waitFor(() =>
      expect(searchUrls(gateway).at(-1)!.searchParams.get('type')).toBe('projects'),
    );
    // The sub-tab's own answer still has more than it shows: it says so.
    expect(
      await screen.findByText(
        'Showing the best 50 matches. Add a word or a filter to narrow the search.',
      ),
    ).toBeInTheDocument();
  });

  it('waits 300 ms after typing before it searches, once', async () => {
    const { gateway } = await renderDiscovery(<DiscoveryTab />, baseRoutes);
    await waitFor(() => expect(searchUrls(gateway)).toHaveLength(1));
    await userEvent.type(
      screen.getByLabelText('Search projects, collaborators and opportunities'),
      'noir',
    );
    await waitFor(() =>
      expect(searchUrls(gateway).some((url) => url.searchParams.get('q') === 'noir')).toBe(true),
    );
    expect(searchUrls(gateway).map((url) => url.searchParams.get('q'))).toEqual([null, 'noir']);
  });

  it('starts from the saved preferences and sends the chosen filters', async () => {
    const { gateway } = await renderDiscovery(<DiscoveryTab />, {
      ...baseRoutes,
      'GET /api/discovery/preferences': ok({
        ...NO_PREFERENCES,
        preferredRoles: ['editor'],
        preferredLocations: ['Lisbon'],
        updatedAt: '2026-03-01T10:00:00.000Z',
      }),
    });
    await waitFor(() => expect(searchUrls(gateway)).toHaveLength(1));
    expect(searchUrls(gateway)[0].searchParams.get('requiredRoles')).toBe('editor');
    expect(searchUrls(gateway)[0].searchParams.get('location')).toBe('Lisbon');
    expect(screen.getByRole('checkbox', { name: 'Editor' })).toBeChecked();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Drone' }));
    await userEvent.selectOptions(screen.getByLabelText('Availability'), 'busy');
    await waitFor(() => {
      const last = searchUrls(gateway).at(-1)!;
      expect(last.searchParams.get('equipmentFilter')).toBe('drone');
      expect(last.searchParams.get('availabilityStatus')).toBe('busy');
    });
  });

  it("says 'No results found' on All and the sub-tab's own text, and keeps the sub-tab in ?subtab=", async () => {
    await renderDiscovery(<DiscoveryTab />, baseRoutes);
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    for (const [tab, text, param] of [
      ['Projects', 'No projects found', 'projects'],
      ['Collaborators', 'No collaborators found', 'collaborators'],
      ['Opportunities', 'No opportunities found', 'opportunities'],
    ]) {
      await userEvent.click(screen.getByRole('tab', { name: tab }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByRole('status', { name: 'Current location' }).textContent).toContain(
        `subtab=${param}`,
      );
    }
  });

  it('opens on the sub-tab named in the address', async () => {
    const { gateway } = await renderDiscovery(
      <DiscoveryTab />,
      baseRoutes,
      '/hub?tab=discovery&subtab=collaborators',
    );
    expect(await screen.findByText('No collaborators found')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Collaborators' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(searchUrls(gateway)[0].searchParams.get('type')).toBe('collaborators');
  });

  it("shows 'Search failed. Please try again.' when the search fails", async () => {
    await renderDiscovery(<DiscoveryTab />, {
      ...baseRoutes,
      'GET /api/discovery/search': {
        status: 400,
        body: { message: 'Invalid input', code: 'VALIDATION_FAILED' },
      },
    });
    expect((await screen.findAllByText('Search failed. Please try again.')).length).toBeGreaterThan(
      0,
    );
  });

  it("saves the filters as preferences: 'Search preferences saved!'", async () => {
    const { gateway } = await renderDiscovery(<DiscoveryTab />, {
      ...baseRoutes,
      'PUT /api/discovery/preferences': (request) =>
        request.json().then((body) => ok({ ...body, updatedAt: '2026-03-02T10:00:00.000Z' })),
    });
    await screen.findByText('No results found');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cinematographer' }));
    await userEvent.type(screen.getByLabelText('Location'), 'Porto');
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Search preferences saved!')).toBeInTheDocument();
    expect(gateway.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      preferredRoles: ['cinematographer'],
      preferredLocations: ['Porto'],
      preferredProjectTypes: [],
      preferredBudgetRanges: [],
    });
  });

  it("says 'Failed to save preferences.' when the server refuses", async () => {
    await renderDiscovery(<DiscoveryTab />, {
      ...baseRoutes,
      'PUT /api/discovery/preferences': { status: 500, body: { message: 'x', code: 'INTERNAL' } },
    });
    await screen.findByText('No results found');
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Failed to save preferences.')).toBeInTheDocument();
  });

  it("says 'An error occurred while saving preferences.' when the server cannot be reached", async () => {
    await renderDiscovery(<DiscoveryTab />, {
      ...baseRoutes,
      'PUT /api/discovery/preferences': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await screen.findByText('No results found');
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(
      await screen.findByText('An error occurred while saving preferences.'),
    ).toBeInTheDocument();
  });

  it('reuses a recent search from the box', async () => {
    const { gateway } = await renderDiscovery(<DiscoveryTab />, {
      ...baseRoutes,
      'GET /api/discovery/history': ok({
        entries: [
          {
            query: 'noir',
            filters: { requiredRoles: ['editor'] },
            timestamp: '2026-03-01T10:00:00.000Z',
          },
        ],
      }),
    });
    const recent = await screen.findByRole('group', { name: 'Recent searches' });
    await userEvent.click(within(recent).getByRole('button', { name: 'noir · editor' }));
    expect(screen.getByLabelText('Search projects, collaborators and opportunities')).toHaveValue(
      'noir',
    );
    expect(screen.getByRole('checkbox', { name: 'Editor' })).toBeChecked();
    await waitFor(() =>
      expect(
        searchUrls(gateway).some(
          (url) =>
            url.searchParams.get('q') === 'noir' &&
            url.searchParams.get('requiredRoles') === 'editor',
        ),
      ).toBe(true),
    );
  });

  it("shows at most 4 recommendations under 'Recommended for You', each with its reason", async () => {
    await renderDiscovery(<DiscoveryTab />, {
      ...baseRoutes,
      'GET /api/discovery/recommendations': ok({
        recommendations: [1, 2, 3, 4, 5, 6].map((n) => ({
          ...aResult({
            resultType: 'collaborator',
            resultId: `u${n}`,
            title: `Person ${n}`,
            resultData: {},
          }),
          explanation: `Director in Lisbon, matches your saved role ${n}`,
        })),
      }),
    });
    const card = await screen.findByRole('list', { name: 'Recommendations' });
    expect(within(card).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(card).getByText('Director in Lisbon, matches your saved role 1'),
    ).toBeInTheDocument();
    expect(within(card).queryByText('Person 5')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recommended for You' })).toBeInTheDocument();
  });
});
