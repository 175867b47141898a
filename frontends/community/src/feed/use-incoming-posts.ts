import {
  COMMUNITY_FEED_ROOM,
  COMMUNITY_REALTIME,
  type CommunityPost,
  PostCreatedPushSchema,
  PostDeletedPushSchema,
} from '@filmcollab/contracts/community';
import { type AppDispatch } from '@filmcollab/web-kit';
import { useRealtimeEvent, useRoom } from '@filmcollab/web-kit/realtime';
import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { communityApi } from '../api/community-api';

export interface IncomingPosts {
  /** Others' posts pushed since the feed was loaded or last shown, newest first. */
  posts: CommunityPost[];
  /** Puts them at the top of the cached All Posts feed (no refetch) and forgets them. */
  show: () => void;
}

/**
 * Others' new posts, live: while mounted it is in the room `community-feed:all`. They are held
 * back rather than pushed into the list at once, so nothing moves under the reader; `show` puts
 * them into the RTK Query cache of the All Posts feed. A post deleted meanwhile leaves the held
 * ones and the cached feeds.
 */
export function useIncomingPosts(): IncomingPosts {
  const dispatch = useDispatch<AppDispatch>();
  const [posts, setPosts] = useState<CommunityPost[]>([]);
  useRoom(COMMUNITY_FEED_ROOM);

  useRealtimeEvent(COMMUNITY_REALTIME.postCreated, (raw) => {
    const parsed = PostCreatedPushSchema.safeParse(raw);
    if (!parsed.success) return;
    const post = parsed.data;
    setPosts((held) => (held.some((known) => known.id === post.id) ? held : [post, ...held]));
  });

  useRealtimeEvent(COMMUNITY_REALTIME.postDeleted, (raw) => {
    const parsed = PostDeletedPushSchema.safeParse(raw);
    if (!parsed.success) return;
    const { postId } = parsed.data;
    setPosts((held) => held.filter((post) => post.id !== postId));
    for (const feed of ['all', 'trending'] as const) {
      dispatch(
        communityApi.util.updateQueryData('feed', feed, (draft) => {
          for (const page of draft.pages)
            page.posts = page.posts.filter((post) => post.id !== postId);
        }),
      );
    }
  });

  const show = useCallback(() => {
    dispatch(
      communityApi.util.updateQueryData('feed', 'all', (draft) => {
        const listed = new Set(draft.pages.flatMap((page) => page.posts.map((post) => post.id)));
        draft.pages[0]?.posts.unshift(...posts.filter((post) => !listed.has(post.id)));
      }),
    );
    setPosts([]);
  }, [dispatch, posts]);

  return { posts, show };
}
