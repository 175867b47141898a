import type { Feed } from '@filmcollab/contracts/community';
import { Button, showToast, Spinner } from '@filmcollab/ui';
import { useRealtimeResume } from '@filmcollab/web-kit/realtime';
import { useEffect, useRef } from 'react';
import { useFeedInfiniteQuery } from '../api/community-api';
import { TEXTS } from '../community-texts';
import { PostCard } from '../posts/PostCard';
import { NewPostsPill } from './NewPostsPill';
import type { IncomingPosts } from './use-incoming-posts';

/**
 * One feed, newest first (Trending: most liked first), a page at a time: the next page loads
 * when the end of the list scrolls into view (or with 'Load more posts'). Cards off screen skip
 * rendering work (`content-visibility`), so long feeds scroll smoothly. With `incoming`, others'
 * new posts wait behind a pill until asked for; after a lost connection the feed is reloaded,
 * since pushes missed meanwhile are not replayed.
 */
export function PostFeed({ feed, incoming }: { feed: Feed; incoming?: IncomingPosts }) {
  const { data, isLoading, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    useFeedInfiniteQuery(feed);
  const sentinel = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  useRealtimeResume(() => void refetch());

  useEffect(() => {
    if (isError) showToast({ title: TEXTS.postsLoadFailed, variant: 'destructive' });
  }, [isError]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
        void fetchNextPage();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (isLoading) return <Spinner label="Loading posts…" />;
  if (isError && !data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 py-6">
        <p>{TEXTS.postsLoadFailed}</p>
        <Button type="button" variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const posts = data?.pages.flatMap((page) => page.posts) ?? [];
  const listed = new Set(posts.map((post) => post.id));
  const unseen = incoming?.posts.filter((post) => !listed.has(post.id)) ?? [];
  const pill = incoming && (
    <NewPostsPill
      count={unseen.length}
      onShow={() => {
        incoming.show();
        // The pill is gone: the reader goes on at the top of the list, where the new posts are.
        requestAnimationFrame(() => list.current?.focus());
      }}
    />
  );
  if (posts.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        {pill}
        <p className="py-6 text-zinc-400">{TEXTS.noPosts}</p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {pill}
      <ul ref={list} tabIndex={-1} aria-label="Posts" className="flex flex-col gap-4 outline-none">
        {posts.map((post) => (
          <li
            key={post.id}
            className="[content-visibility:auto] [contain-intrinsic-size:auto_240px]"
          >
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} />
      {isFetchingNextPage && <Spinner label="Loading more posts…" />}
      {hasNextPage && !isFetchingNextPage && (
        <Button type="button" variant="secondary" onClick={() => void fetchNextPage()}>
          Load more posts
        </Button>
      )}
    </div>
  );
}
