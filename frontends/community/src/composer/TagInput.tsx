import { skipToken } from '@filmcollab/web-kit';
import { POST_MAX_TAGS, TagSchema } from '@filmcollab/contracts/community';
import { Button, Input, Label } from '@filmcollab/ui';
import { useId, useState } from 'react';
import { useTagSuggestionsQuery } from '../api/community-api';
import { useDebouncedValue } from '../search/use-debounced-value';

/** Tags of a post: typed and added with Enter or a comma, suggested from the tags in use. */
export function TagInput({
  tags,
  onChange,
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
}) {
  const [text, setText] = useState('');
  const id = useId();
  const listId = useId();
  const prefix = useDebouncedValue(text.trim().replace(/^#+/, '').toLowerCase(), 300);
  const { data } = useTagSuggestionsQuery(prefix === '' ? skipToken : prefix);

  const add = (raw: string) => {
    const parsed = TagSchema.safeParse(raw);
    if (!parsed.success || tags.includes(parsed.data) || tags.length >= POST_MAX_TAGS) return;
    onChange([...tags, parsed.data]);
    setText('');
  };

  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>Tags</Label>
      <div className="flex flex-wrap items-center gap-2">
        {tags.map((tag) => (
          <span
            key={tag}
            className="flex items-center gap-1 rounded bg-zinc-800 px-2 py-0.5 text-xs"
          >
            #{tag}
            <Button
              type="button"
              variant="ghost"
              className="px-1 py-0"
              aria-label={`Remove tag ${tag}`}
              onClick={() => onChange(tags.filter((other) => other !== tag))}
            >
              ×
            </Button>
          </span>
        ))}
        <Input
          id={id}
          list={listId}
          value={text}
          placeholder="#lighting"
          className="w-40"
          onChange={(event) => {
            const value = event.target.value;
            if (value.endsWith(',')) add(value.slice(0, -1));
            else setText(value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add(text);
            }
          }}
        />
        <datalist id={listId}>
          {(data?.tags ?? []).map((tag) => (
            <option key={tag} value={tag} />
          ))}
        </datalist>
      </div>
    </div>
  );
}
