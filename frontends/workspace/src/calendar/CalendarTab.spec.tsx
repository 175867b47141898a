import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@filmcollab/web-kit/testing';
import { aSummary, renderSignedIn } from '../testing/render-workspace';
import { CalendarTab } from './CalendarTab';

const anEvent = (id: string, title: string, startTime: string) => ({
  id,
  projectId: 'p1',
  title,
  description: null,
  eventType: 'meeting',
  startTime,
  endTime: null,
  location: null,
  attendees: [],
  createdBy: 'me',
  createdAt: '2030-01-01T00:00:00.000Z',
});

describe('CalendarTab', () => {
  it('lists events as the server orders them and offers the webcal link', async () => {
    fakeApi({
      'GET /api/workspace/projects/p1/events': {
        status: 200,
        body: [
          anEvent('e1', 'Table read', '2030-05-02T10:00:00Z'),
          anEvent('e2', 'Wrap party', '2030-05-20T20:00:00Z'),
        ],
      },
      'GET /api/workspace/projects/p1/calendar-feed': {
        status: 200,
        body: {
          webcalUrl: 'webcal://localhost/api/workspace/calendar/abc.ics',
          httpsUrl: 'http://x',
        },
      },
    });
    await renderSignedIn(<CalendarTab projectId="p1" summary={aSummary()} />, {
      path: '/',
      url: '/',
    });
    const events = await screen.findByRole('list', { name: 'Events' });
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Table read'), expect.stringContaining('Wrap party')]);
    expect(await screen.findByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      'webcal://localhost/api/workspace/calendar/abc.ics',
    );
  });

  it("refuses an event without a start time: 'Title and start time are required'", async () => {
    const api = fakeApi({
      'GET /api/workspace/projects/p1/events': { status: 200, body: [] },
      'GET /api/workspace/projects/p1/calendar-feed': { status: 500 },
    });
    await renderSignedIn(<CalendarTab projectId="p1" summary={aSummary()} />, {
      path: '/',
      url: '/',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Event' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Table read');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create event' }));
    expect(within(dialog).getByText('Title and start time are required')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("shows this month's events in the month view", async () => {
    const soon = new Date();
    soon.setHours(12, 0, 0, 0);
    fakeApi({
      'GET /api/workspace/projects/p1/events': {
        status: 200,
        body: [anEvent('e1', 'Night shoot', soon.toISOString())],
      },
      'GET /api/workspace/projects/p1/calendar-feed': { status: 500 },
    });
    await renderSignedIn(<CalendarTab projectId="p1" summary={aSummary()} />, {
      path: '/',
      url: '/',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Month' }));
    const month = screen.getByRole('table');
    const day = within(month)
      .getByText(String(soon.getDate()), { selector: 'span' })
      .closest('td') as HTMLElement;
    expect(within(day).getByText('Night shoot')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(within(screen.getByRole('table')).queryByText('Night shoot')).not.toBeInTheDocument();
  });

  it('lets the event’s author delete it', async () => {
    const api = fakeApi({
      'GET /api/workspace/projects/p1/events': {
        status: 200,
        body: [anEvent('e1', 'Table read', '2030-05-02T10:00:00Z')],
      },
      'GET /api/workspace/projects/p1/calendar-feed': { status: 500 },
      'DELETE /api/workspace/projects/p1/events/e1': { status: 204 },
    });
    await renderSignedIn(
      <CalendarTab projectId="p1" summary={aSummary({ access: 'contribute' })} />,
      {
        path: '/',
        url: '/',
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Table read' }));
    await waitFor(() =>
      expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain(
        'DELETE /api/workspace/projects/p1/events/e1',
      ),
    );
  });
});
