import { UiProvider } from '@filmcollab/ui';
import { AuthProvider, createAppStore } from '@filmcollab/web-kit';
import { fakeApi, initTestAuthClient, installFakeRealtime } from '@filmcollab/web-kit/testing';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { aPost, ME } from '../testing/render-community';
import PostPage from './PostPage';

async function renderAt(url: string, routes: Parameters<typeof fakeApi>[0]) {
  fakeApi(routes);
  installFakeRealtime();
  const auth = await initTestAuthClient({
    claims: { sub: ME.id, preferred_username: ME.username },
  });
  render(
    <Provider store={createAppStore({ auth })}>
      <AuthProvider client={auth}>
        <UiProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path="/community/posts/:postId" element={<PostPage />} />
            </Routes>
          </MemoryRouter>
        </UiProvider>
      </AuthProvider>
    </Provider>,
  );
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
