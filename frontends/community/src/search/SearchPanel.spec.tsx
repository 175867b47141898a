import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPost, renderCommunity } from '../testing/render-community';
import { SearchPanel } from './SearchPanel';

describe('SearchPanel', () => {
  it('searches 300 ms after the last keystroke, with the chosen filters', async () => {
    const { gateway } = await renderCommunity(<SearchPanel />, {
      'GET /api/community/tags': { status: 200, body: { tags: ['noir', 'lighting'] } },
      'GET /api/community/search': (request) => {
        const q = new URL(request.url).searchParams.get('q');
        return {
          status: 200,
          body:
            q === 'bo'
              ? {
                  posts: [aPost({ content: 'Bo shot this' })],
                  authors: [
                    { id: 'u2', username: 'bo_chen', fullName: 'Bo Chen', profileImageUrl: null },
                  ],
                }
              : { posts: [], authors: [] },
        };
      },
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'most_liked');
    await userEvent.click(await screen.findByRole('button', { name: '#noir' }));
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search posts, tags and people' }),
      'bo',
    );
    const authors = await screen.findByRole('region', { name: 'Authors' });
    expect(within(authors).getByRole('link', { name: /Bo Chen/ })).toHaveAttribute(
      'href',
      '/profile/u2',
    );
    expect(screen.getByText('Bo shot this')).toBeInTheDocument();
    const searches = gateway.calls.filter((call) => call.path === '/api/community/search');
    const queries = gateway.fetchMock.mock.calls
      .map(([input]) => new URL((input as Request).url))
      .filter((url) => url.pathname === '/api/community/search')
      .map((url) => url.searchParams.get('q'));
    // 'b' alone never went out: the typing settled first.
    expect(queries).not.toContain('b');
    expect(searches.length).toBe(queries.length);
    const last = gateway.fetchMock.mock.calls
      .map(([input]) => new URL((input as Request).url))
      .at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toMatchObject({
      q: 'bo',
      sort: 'most_liked',
      tags: 'noir',
    });
  });

  it("says 'No results found' when nothing matches", async () => {
    await renderCommunity(<SearchPanel />, {
      'GET /api/community/tags': { status: 200, body: { tags: [] } },
      'GET /api/community/search': { status: 200, body: { posts: [], authors: [] } },
    });
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });

  it("toasts 'Search failed. Please try again.' when the search fails", async () => {
    await renderCommunity(<SearchPanel />, {
      'GET /api/community/tags': { status: 200, body: { tags: [] } },
      'GET /api/community/search': { status: 500, body: { code: 'INTERNAL', message: 'x' } },
    });
    await waitFor(
      () =>
        expect(screen.getAllByText('Search failed. Please try again.').length).toBeGreaterThan(0),
      {
        timeout: 8000,
      },
    );
  }, 15_000);
});
