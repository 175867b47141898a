import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPost, ME, renderCommunity } from '../testing/render-community';
import { PostCard } from './PostCard';

const mine = () =>
  aPost({
    authorId: ME.id,
    author: { id: ME.id, username: ME.username, fullName: ME.name, profileImageUrl: null },
  });

describe('PostCard', () => {
  it('likes and unlikes with the count the server answers', async () => {
    const { gateway } = await renderCommunity(<PostCard post={aPost({ likesCount: 2 })} />, {
      'PUT /api/community/posts/p1/like': {
        status: 200,
        body: { postId: 'p1', liked: true, likesCount: 3 },
      },
      'DELETE /api/community/posts/p1/like': {
        status: 200,
        body: { postId: 'p1', liked: false, likesCount: 2 },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Like (2 likes)' }));
    const unlike = await screen.findByRole('button', { name: 'Unlike (3 likes)' });
    expect(unlike).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(unlike);
    expect(await screen.findByRole('button', { name: 'Like (2 likes)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(gateway.calls.map((call) => call.method)).toEqual(['PUT', 'DELETE']);
  });

  it("deletes the author's post with 'Post deleted.'", async () => {
    await renderCommunity(<PostCard post={mine()} />, {
      'DELETE /api/community/posts/p1': { status: 204 },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Post deleted.')).toBeInTheDocument();
  });

  it("says 'Could not delete post.' when the server refuses", async () => {
    await renderCommunity(<PostCard post={mine()} />, {
      'DELETE /api/community/posts/p1': {
        status: 403,
        body: { code: 'NOT_POST_AUTHOR', message: 'Only the author can change this post.' },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete post.')).toBeInTheDocument();
  });

  it('shows an image with its alt text, its alt text when it fails, and plays videos inline', async () => {
    const { container } = await renderCommunity(
      <PostCard
        post={aPost({
          fileAttachments: [
            {
              id: 'f1',
              key: 'u2/1_a.png',
              name: 'a.png',
              type: 'image/png',
              size: 3,
              url: '/storage/community-files/u2/1_a.png',
              alt: 'Crew at dawn',
            },
            {
              id: 'f2',
              key: 'u2/2_b.mp4',
              name: 'b.mp4',
              type: 'video/mp4',
              size: 9,
              url: '/storage/community-files/u2/2_b.mp4',
              alt: 'Rehearsal',
            },
          ],
        })}
      />,
    );
    const image = screen.getByRole('img', { name: 'Crew at dawn' });
    image.dispatchEvent(new Event('error'));
    expect(await screen.findByText('Crew at dawn')).toBeInTheDocument();
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('aria-label', 'Rehearsal');
  });

  it('opens and closes the comments panel', async () => {
    await renderCommunity(<PostCard post={aPost({ repliesCount: 0 })} />, {
      'GET /api/community/posts/p1/comments': { status: 200, body: { comments: [] } },
    });
    const toggle = screen.getByRole('button', { name: 'Comments (0)' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(
      await screen.findByText('No comments yet. Be the first to comment!'),
    ).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.queryByRole('region', { name: 'Comments' })).not.toBeInTheDocument();
    expect(
      within(document.body).queryByText('No comments yet. Be the first to comment!'),
    ).not.toBeInTheDocument();
  });
});
