import { skipToken } from '@filmcollab/web-kit';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useMentionSuggestionsQuery } from '../api/community-api';
import { useDebouncedValue } from '../search/use-debounced-value';

const TYPED_MENTION = /(?:^|[^A-Za-z0-9_])@([A-Za-z0-9_]{1,30})$/;

export interface MentionTextareaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  rows?: number;
}

/**
 * A text box that suggests usernames (at most 10, spec 02 §9) while an @mention is typed: arrows
 * move through them, Enter or Tab picks one, Escape closes the list.
 */
export function MentionTextarea({
  label,
  value,
  onChange,
  placeholder,
  rows = 3,
}: MentionTextareaProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const listId = useId();
  const labelId = useId();
  const fieldId = useId();

  const typed = TYPED_MENTION.exec(value.slice(0, caret))?.[1] ?? null;
  const query = useDebouncedValue(typed, 150);
  const { data } = useMentionSuggestionsQuery(query && query === typed ? query : skipToken);
  const suggestions = typed && typed !== dismissed && query === typed ? (data?.users ?? []) : [];
  const open = suggestions.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const pick = (username: string) => {
    if (!typed) return;
    const start = caret - typed.length - 1;
    const next = `${value.slice(0, start)}@${username} ${value.slice(caret)}`;
    const position = start + username.length + 2;
    onChange(next);
    setCaret(position);
    setActive(0);
    requestAnimationFrame(() => field.current?.setSelectionRange(position, position));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      const chosen = suggestions[Math.min(active, suggestions.length - 1)];
      if (chosen?.username) {
        event.preventDefault();
        pick(chosen.username);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDismissed(typed);
    }
  };

  return (
    <div className="relative flex flex-col gap-1">
      <label id={labelId} htmlFor={fieldId} className="text-sm font-medium text-zinc-200">
        {label}
      </label>
      <textarea
        id={fieldId}
        ref={field}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={
          open ? optionId(Math.min(active, suggestions.length - 1)) : undefined
        }
        value={value}
        placeholder={placeholder}
        rows={rows}
        onChange={(event) => {
          onChange(event.target.value);
          setCaret(event.target.selectionStart);
          setActive(0);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
        className="block w-full rounded-md border border-zinc-600 bg-zinc-950 p-2 text-zinc-100"
      />
      <ul
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        hidden={!open}
        className="absolute top-full z-10 mt-1 w-64 rounded-md border border-zinc-700 bg-zinc-900 py-1 shadow-lg"
      >
        {suggestions.map((person, index) => (
          <li
            key={person.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault();
              if (person.username) pick(person.username);
            }}
            className="cursor-pointer px-3 py-1 text-sm aria-selected:bg-zinc-800"
          >
            @{person.username}
            {person.fullName && <span className="ml-2 text-zinc-400">{person.fullName}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
