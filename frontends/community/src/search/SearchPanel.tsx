import {
  DATE_RANGES,
  SEARCH_DEBOUNCE_MS,
  SEARCH_SORTS,
  SEARCH_TYPES,
} from '@filmcollab/contracts/community';
import { Button, Card, Input, Label, showToast, Spinner } from '@filmcollab/ui';
import { useEffect, useId, useState } from 'react';
import { useSearchQuery, useTagSuggestionsQuery } from '../api/community-api';
import { TEXTS } from '../community-texts';
import { PostCard } from '../posts/PostCard';
import { AuthorCard } from './AuthorCard';
import { useDebouncedValue } from './use-debounced-value';

const TYPE_LABELS: Record<(typeof SEARCH_TYPES)[number], string> = {
  all: 'Everything',
  posts: 'Posts',
  tags: 'Tags',
  authors: 'Authors',
};
const RANGE_LABELS: Record<(typeof DATE_RANGES)[number], string> = {
  today: 'Today',
  week: 'This week',
  month: 'This month',
  year: 'This year',
  all: 'All time',
};
const SORT_LABELS: Record<(typeof SEARCH_SORTS)[number], string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  most_liked: 'Most liked',
  most_commented: 'Most commented',
};

function Select<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: Record<T, string>;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className="rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-sm"
      >
        {(Object.entries(options) as [T, string][]).map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The search panel behind 'Search' (spec 02 §7 "Search"): posts by text or tag, authors by name,
 * date range and order; the query waits 300 ms after the last keystroke.
 */
export function SearchPanel() {
  const [text, setText] = useState('');
  const [type, setType] = useState<(typeof SEARCH_TYPES)[number]>('all');
  const [range, setRange] = useState<(typeof DATE_RANGES)[number]>('all');
  const [sort, setSort] = useState<(typeof SEARCH_SORTS)[number]>('newest');
  const [tags, setTags] = useState<string[]>([]);
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const queryId = useId();
  const { data, isFetching, isError } = useSearchQuery({ q, type, range, sort, tags });
  const { data: suggestions } = useTagSuggestionsQuery('');

  useEffect(() => {
    if (isError) showToast({ title: TEXTS.searchFailed, variant: 'destructive' });
  }, [isError]);

  const toggleTag = (tag: string) =>
    setTags((current) =>
      current.includes(tag) ? current.filter((t) => t !== tag) : [...current, tag],
    );
  const empty = data && data.posts.length === 0 && data.authors.length === 0;

  return (
    <section aria-label="Search the community" className="flex flex-col gap-4">
      <Card className="flex flex-col gap-3 p-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor={queryId}>Search posts, tags and people</Label>
          <Input
            id={queryId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <Select label="Search in" value={type} options={TYPE_LABELS} onChange={setType} />
          <Select label="Date range" value={range} options={RANGE_LABELS} onChange={setRange} />
          <Select label="Sort by" value={sort} options={SORT_LABELS} onChange={setSort} />
        </div>
        {suggestions && suggestions.tags.length > 0 && (
          <div role="group" aria-label="Filter by tags" className="flex flex-wrap gap-2">
            {suggestions.tags.map((tag) => (
              <Button
                key={tag}
                type="button"
                variant={tags.includes(tag) ? 'primary' : 'secondary'}
                aria-pressed={tags.includes(tag)}
                className="px-2 py-0.5 text-xs"
                onClick={() => toggleTag(tag)}
              >
                #{tag}
              </Button>
            ))}
          </div>
        )}
      </Card>
      {isFetching && <Spinner label="Searching…" />}
      {isError && <p role="alert">{TEXTS.searchFailed}</p>}
      {empty && !isFetching && <p className="text-zinc-400">{TEXTS.noResults}</p>}
      {data && data.authors.length > 0 && (
        <section aria-label="Authors" className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold">Authors</h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {data.authors.map((author) => (
              <li key={author.id}>
                <AuthorCard author={author} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {data && data.posts.length > 0 && (
        <section aria-label="Matching posts" className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold">Posts</h2>
          <ul className="flex flex-col gap-4">
            {data.posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
