import type { Feed } from '@filmcollab/contracts';
import { Button, showToast, Spinner } from '@filmcollab/ui';
import { useEffect, useRef } from 'react';
import { useFeedInfiniteQuery } from '../api/community-api';
import { TEXTS } from '../community-texts';
import { PostCard } from '../posts/PostCard';

/**
 * One feed, newest first (Trending: most liked first), a page at a time: the next page loads
 * when the end of the list scrolls into view (or with 'Load more posts'). Cards off screen skip
 * rendering work (`content-visibility`), so long feeds scroll smoothly.
 */
export function PostFeed({ feed }: { feed: Feed }) {
  const { data, isLoading, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    useFeedInfiniteQuery(feed);
  const sentinel = useRef<HTMLDivElement>(null);

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
  if (posts.length === 0) return <p className="py-6 text-zinc-400">{TEXTS.noPosts}</p>;

  return (
    <div className="flex flex-col gap-4">
      <ul aria-label="Posts" className="flex flex-col gap-4">
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
