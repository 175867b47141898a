import type { Feed } from '@filmcollab/contracts/community';
import { Button } from '@filmcollab/ui';
import { Tabs, TabsList, TabsTrigger } from '@filmcollab/ui/tabs';
import { useState } from 'react';
import { Composer } from '../composer/Composer';
import { PostFeed } from '../feed/PostFeed';
import { useIncomingPosts } from '../feed/use-incoming-posts';
import { SearchPanel } from '../search/SearchPanel';

const FEEDS: { value: Feed; label: string }[] = [
  { value: 'all', label: 'All Posts' },
  { value: 'mine', label: 'My Posts' },
  { value: 'trending', label: 'Trending' },
];

/**
 * The hub's Community tab (spec 02 §2): the composer or, behind 'Search', the search panel, then
 * the feed's sub-tabs All Posts, My Posts and Trending. Others' new posts arrive live while the
 * tab is open and are offered on All Posts.
 */
export default function CommunityTab() {
  const [feed, setFeed] = useState<Feed>('all');
  const [searching, setSearching] = useState(false);
  const incoming = useIncomingPosts();

  return (
    <section aria-label="Community" className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button
          type="button"
          variant="secondary"
          aria-pressed={searching}
          onClick={() => setSearching((on) => !on)}
        >
          {searching ? 'Exit Search' : 'Search'}
        </Button>
      </div>
      {searching ? <SearchPanel /> : <Composer />}
      {!searching && (
        <Tabs value={feed} onValueChange={(value) => setFeed(value as Feed)}>
          <TabsList aria-label="Feeds">
            {FEEDS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <PostFeed feed={feed} incoming={feed === 'all' ? incoming : undefined} />
        </Tabs>
      )}
    </section>
  );
}
