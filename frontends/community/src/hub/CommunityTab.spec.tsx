import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPost, ME, renderCommunity } from '../testing/render-community';
import CommunityTab from './CommunityTab';

const feedOf = (posts: ReturnType<typeof aPost>[], nextCursor: string | null = null) => ({
  status: 200,
  body: { posts, nextCursor },
});

describe('CommunityTab', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the feed with authors, mentions, tags and likes', async () => {
    await renderCommunity(<CommunityTab />, {
      'GET /api/community/posts': feedOf([
        aPost(),
        aPost({
          id: 'p2',
          authorId: 'u9',
          author: { id: 'u9', username: null, fullName: null, profileImageUrl: null },
          content: 'Who am I',
        }),
      ]),
    });
    const posts = await screen.findByRole('list', { name: 'Posts' });
    const [first, second] = within(posts)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === posts);
    expect(within(first).getByRole('link', { name: 'Bo Chen' })).toHaveAttribute(
      'href',
      '/user/u2',
    );
    expect(within(first).getByRole('link', { name: '@ada_films' })).toHaveAttribute(
      'href',
      '/user/username/ada_films',
    );
    expect(within(first).getByText('#lighting')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Like (0 likes)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(second).getByRole('link', { name: 'Anonymous' })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it("offers others' new posts live behind a polite pill and shows them at the top without a refetch", async () => {
    const { gateway, realtime } = await renderCommunity(<CommunityTab />, {
      'GET /api/community/posts': feedOf([aPost({ content: 'Older post' })]),
    });
    await screen.findByText('Older post');
    const socket = realtime.connect(ME.id);
    expect(socket.sent).toEqual(
      expect.arrayContaining([expect.objectContaining({ room: 'community-feed:all' })]),
    );
    const fresh = aPost({ id: 'p9', content: 'Fresh from Cy', authorId: 'u3' });
    act(() => {
      socket.receive('feed.post_created', fresh, { room: 'community-feed:all' });
      socket.receive('feed.post_created', fresh, { room: 'community-feed:all' });
      socket.receive('feed.post_created', { id: 'broken' }, { room: 'community-feed:all' });
    });
    const pill = await screen.findByRole('button', { name: 'Show 1 new post' });
    expect(pill.parentElement).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByText('Fresh from Cy')).not.toBeInTheDocument();

    pill.focus();
    await userEvent.keyboard('{Enter}');
    const posts = screen.getByRole('list', { name: 'Posts' });
    const items = within(posts)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === posts);
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Fresh from Cy'),
      expect.stringContaining('Older post'),
    ]);
    expect(screen.queryByRole('button', { name: /new post/ })).not.toBeInTheDocument();
    await waitFor(() => expect(posts).toHaveFocus());
    expect(gateway.calls.filter((call) => call.path === '/api/community/posts')).toHaveLength(1);
    realtime.uninstall();
  });

  it('drops a post deleted by its author from the pill and from the listed feed, live', async () => {
    const { realtime } = await renderCommunity(<CommunityTab />, {
      'GET /api/community/posts': feedOf([
        aPost({ content: 'Older post' }),
        aPost({ id: 'p2', authorId: 'u3', content: 'Soon gone' }),
      ]),
    });
    await screen.findByText('Soon gone');
    const socket = realtime.connect(ME.id);
    act(() => {
      socket.receive('feed.post_created', aPost({ id: 'p9', authorId: 'u3' }), {
        room: 'community-feed:all',
      });
    });
    await screen.findByRole('button', { name: 'Show 1 new post' });
    act(() => {
      socket.receive('feed.post_deleted', { postId: 'p9' }, { room: 'community-feed:all' });
      socket.receive('feed.post_deleted', { postId: 'p2' }, { room: 'community-feed:all' });
      socket.receive('feed.post_deleted', { nope: true }, { room: 'community-feed:all' });
    });
    await waitFor(() => expect(screen.queryByText('Soon gone')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /new post/ })).not.toBeInTheDocument();
    expect(screen.getByText('Older post')).toBeInTheDocument();
    realtime.uninstall();
  });

  it("says 'No posts yet' for an empty feed and asks the server for the chosen sub-tab", async () => {
    const { gateway } = await renderCommunity(<CommunityTab />, {
      'GET /api/community/posts': feedOf([]),
    });
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Trending' }));
    await waitFor(() =>
      expect(
        gateway.fetchMock.mock.calls.some(([input]) =>
          String((input as Request).url ?? input).includes('feed=trending'),
        ),
      ).toBe(true),
    );
  });

  it('loads the next page with the cursor the server gave', async () => {
    const { gateway } = await renderCommunity(<CommunityTab />, {
      'GET /api/community/posts': (request) =>
        new URL(request.url).searchParams.get('cursor') === 'c1'
          ? feedOf([aPost({ id: 'p2', content: 'Older post' })])
          : feedOf([aPost({ content: 'Newest post' })], 'c1'),
    });
    await screen.findByText('Newest post');
    await userEvent.click(screen.getByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByText('Older post')).toBeInTheDocument();
    expect(
      gateway.calls.filter((call) => call.path === '/api/community/posts').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it("toasts 'Failed to load posts' when the feed cannot load", async () => {
    await renderCommunity(<CommunityTab />, {
      'GET /api/community/posts': { status: 500, body: { message: 'boom', code: 'INTERNAL' } },
    });
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'Failed to load posts',
    );
  }, 15_000);

  it("swaps the composer for the search panel behind 'Search' / 'Exit Search'", async () => {
    await renderCommunity(<CommunityTab />, {
      'GET /api/community/posts': feedOf([]),
      'GET /api/community/search': { status: 200, body: { posts: [], authors: [] } },
      'GET /api/community/tags': { status: 200, body: { tags: [] } },
    });
    expect(screen.getByRole('form', { name: 'New post' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.queryByRole('form', { name: 'New post' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('searchbox', { name: 'Search posts, tags and people' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Exit Search' }));
    expect(screen.getByRole('form', { name: 'New post' })).toBeInTheDocument();
  });

  it('lets the author edit a post with Save and Cancel', async () => {
    const mine = aPost({
      authorId: ME.id,
      author: { id: ME.id, username: ME.username, fullName: ME.name, profileImageUrl: null },
      content: 'First cut',
    });
    const { gateway } = await renderCommunity(<CommunityTab />, {
      'GET /api/community/posts': feedOf([mine]),
      'PATCH /api/community/posts/p1': { status: 200, body: { ...mine, content: 'Final cut' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const box = screen.getByRole('textbox', { name: 'Edit post' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Final cut');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Post updated!')).toBeInTheDocument();
    expect(gateway.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      content: 'Final cut',
    });
  });
});
