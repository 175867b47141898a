import { fakeApi, renderLikeShell } from '@filmcollab/web-kit/testing';
import { screen } from '@testing-library/react';
import { aPost, ME } from '../testing/render-community';
import PostPage from './PostPage';

async function renderAt(url: string, routes: Parameters<typeof fakeApi>[0]) {
  fakeApi(routes);
  await renderLikeShell(<PostPage />, {
    user: ME,
    path: '/community/posts/:postId',
    url,
    realtime: true,
  });
}

describe('PostPage', () => {
  it('shows the post with its comments open', async () => {
    await renderAt('/community/posts/p1', {
      'GET /api/community/posts/p1': {
        status: 200,
        body: aPost({ content: 'Linked from a mention' }),
      },
      'GET /api/community/posts/p1/comments': { status: 200, body: { comments: [] } },
    });
    expect(await screen.findByText('Linked from a mention')).toBeInTheDocument();
    expect(
      await screen.findByText('No comments yet. Be the first to comment!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the community' })).toHaveAttribute(
      'href',
      '/community',
    );
  });

  it('says when the post no longer exists', async () => {
    await renderAt('/community/posts/gone', {
      'GET /api/community/posts/gone': {
        status: 404,
        body: { code: 'POST_NOT_FOUND', message: 'This post does not exist.' },
      },
    });
    expect(await screen.findByText('This post does not exist.')).toBeInTheDocument();
  });
});
