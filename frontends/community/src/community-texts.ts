/** Spec 02 §8: the feed's toasts and empty states, word for word. */
export const TEXTS = {
  commentFailed: 'Failed to post comment',
  commentDeleteFailed: 'Could not delete comment.',
  postsLoadFailed: 'Failed to load posts',
  postDeleteFailed: 'Could not delete post.',
  postUpdateFailed: 'Could not update post.',
  searchFailed: 'Search failed. Please try again.',
  commentPosted: 'Comment posted successfully!',
  commentDeleted: 'Comment deleted.',
  postDeleted: 'Post deleted.',
  postUpdated: 'Post updated!',
  postCreated: 'Post created successfully!',
  invitesSent: 'Invites sent!',
  invitesFailed: 'Failed to send invites.',
  noComments: 'No comments yet. Be the first to comment!',
  noPosts: 'No posts yet',
  noResults: 'No results found',
  anonymous: 'Anonymous',
} as const;

/** The feed's pill for others' posts that arrived live. */
export function newPostsLabel(count: number): string {
  return `Show ${count} new ${count === 1 ? 'post' : 'posts'}`;
}
