import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PostComment } from '@filmcollab/contracts/community';
import { ME, renderCommunity } from '../testing/render-community';
import { CommentsPanel } from './CommentsPanel';

function aComment(overrides: Partial<PostComment> = {}): PostComment {
  return {
    id: 'c1',
    postId: 'p1',
    userId: 'u2',
    author: { id: 'u2', username: 'bo_chen', fullName: 'Bo Chen', profileImageUrl: null },
    content: 'Great pacing',
    parentCommentId: null,
    fileAttachments: [],
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

describe('CommentsPanel', () => {
  it('invites the first comment and keeps Post Comment disabled until there is text', async () => {
    await renderCommunity(<CommentsPanel postId="p1" onCountsChanged={jest.fn()} />, {
      'GET /api/community/posts/p1/comments': { status: 200, body: { comments: [] } },
    });
    expect(
      await screen.findByText('No comments yet. Be the first to comment!'),
    ).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Post Comment' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByRole('combobox', { name: 'Write a comment' }), '   ');
    expect(send).toBeDisabled();
  });

  it('posts a trimmed reply to a comment and says so', async () => {
    const { gateway } = await renderCommunity(
      <CommentsPanel postId="p1" onCountsChanged={jest.fn()} />,
      {
        'GET /api/community/posts/p1/comments': { status: 200, body: { comments: [aComment()] } },
        'POST /api/community/posts/p1/comments': {
          status: 201,
          body: aComment({ id: 'c2', userId: ME.id, content: 'Thanks', parentCommentId: 'c1' }),
        },
      },
    );
    const comment = await screen.findByRole('article', { name: 'Comment by Bo Chen' });
    await userEvent.click(within(comment).getByRole('button', { name: 'Reply' }));
    expect(screen.getByText('Replying to Bo Chen')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: 'Write a comment' }), '  Thanks  ');
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Comment posted successfully!')).toBeInTheDocument();
    expect(gateway.calls.find((call) => call.method === 'POST')?.body).toEqual({
      content: 'Thanks',
      parentCommentId: 'c1',
      attachments: [],
    });
  });

  it("toasts 'Failed to post comment' when the server refuses", async () => {
    await renderCommunity(<CommentsPanel postId="p1" onCountsChanged={jest.fn()} />, {
      'GET /api/community/posts/p1/comments': { status: 200, body: { comments: [] } },
      'POST /api/community/posts/p1/comments': {
        status: 404,
        body: { code: 'POST_NOT_FOUND', message: 'This post does not exist.' },
      },
    });
    await userEvent.type(await screen.findByRole('combobox', { name: 'Write a comment' }), 'hello');
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Failed to post comment')).toBeInTheDocument();
  });

  it("joins the post's room and shows others' new comments, removals and counts live", async () => {
    const onCountsChanged = jest.fn();
    const { realtime } = await renderCommunity(
      <CommentsPanel postId="p1" onCountsChanged={onCountsChanged} />,
      {
        'GET /api/community/posts/p1/comments': { status: 200, body: { comments: [aComment()] } },
      },
    );
    await screen.findByText('Great pacing');
    const socket = realtime.connect(ME.id);
    expect(socket.sent).toEqual(
      expect.arrayContaining([expect.objectContaining({ room: 'post:p1' })]),
    );
    act(() => {
      socket.receive(
        'post.comment_created',
        aComment({
          id: 'c9',
          content: 'Live from Cy',
          userId: 'u3',
          author: { id: 'u3', username: 'cy', fullName: 'Cy Twombly', profileImageUrl: null },
        }),
        { room: 'post:p1' },
      );
      socket.receive(
        'post.counts_changed',
        { postId: 'p1', likesCount: 3, repliesCount: 2 },
        { room: 'post:p1' },
      );
    });
    expect(await screen.findByText('Live from Cy')).toBeInTheDocument();
    expect(onCountsChanged).toHaveBeenCalledWith({ postId: 'p1', likesCount: 3, repliesCount: 2 });
    act(() => {
      socket.receive(
        'post.comment_deleted',
        { postId: 'p1', commentId: 'c1', removedIds: ['c1'] },
        { room: 'post:p1' },
      );
    });
    await waitFor(() => expect(screen.queryByText('Great pacing')).not.toBeInTheDocument());
    realtime.uninstall();
  });
});

describe('a comment of the viewer', () => {
  it('can be edited and deleted by its author only', async () => {
    const mine = {
      id: 'c5',
      postId: 'p1',
      userId: ME.id,
      author: { id: ME.id, username: ME.username, fullName: ME.name, profileImageUrl: null },
      content: 'Frist!',
      parentCommentId: null,
      fileAttachments: [],
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
    };
    const other = {
      ...mine,
      id: 'c6',
      userId: 'u2',
      author: { ...mine.author, id: 'u2', fullName: 'Bo Chen' },
      content: 'Hi',
    };
    const { gateway } = await renderCommunity(
      <CommentsPanel postId="p1" onCountsChanged={jest.fn()} />,
      {
        'GET /api/community/posts/p1/comments': { status: 200, body: { comments: [mine, other] } },
        'PATCH /api/community/comments/c5': { status: 200, body: { ...mine, content: 'First!' } },
        'DELETE /api/community/comments/c5': { status: 204 },
      },
    );
    const theirs = await screen.findByRole('article', { name: 'Comment by Bo Chen' });
    expect(within(theirs).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    const own = screen.getByRole('article', { name: `Comment by ${ME.name}` });
    await userEvent.click(within(own).getByRole('button', { name: 'Edit' }));
    const box = within(own).getByRole('textbox', { name: 'Edit comment' });
    await userEvent.clear(box);
    await userEvent.type(box, 'First!');
    await userEvent.click(within(own).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(gateway.calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(gateway.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      content: 'First!',
    });

    await userEvent.click(within(own).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Comment deleted.')).toBeInTheDocument();
  });
});
