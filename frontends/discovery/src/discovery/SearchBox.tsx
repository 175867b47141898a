import type { SearchHistoryEntry } from '@filmcollab/contracts/discovery';
import { Button, Input, Label } from '@filmcollab/ui';
import { useId } from 'react';
import { historyLabel } from './search-filters';

const RECENT_SHOWN = 5;

/** The search box; earlier searches are offered as suggestions and as 'Recent searches'. */
export function SearchBox({
  value,
  onChange,
  history,
  onReuse,
}: {
  value: string;
  onChange: (value: string) => void;
  history: readonly SearchHistoryEntry[];
  onReuse: (entry: SearchHistoryEntry) => void;
}) {
  const id = useId();
  const suggestions = [...new Set(history.map((entry) => entry.query).filter(Boolean))];
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Search projects, collaborators and opportunities</Label>
      <Input
        id={id}
        type="search"
        value={value}
        maxLength={200}
        list={`${id}-history`}
        onChange={(event) => onChange(event.target.value)}
      />
      <datalist id={`${id}-history`}>
        {suggestions.map((query) => (
          <option key={query} value={query} />
        ))}
      </datalist>
      {history.length > 0 && (
        <div
          role="group"
          aria-label="Recent searches"
          className="flex flex-wrap items-center gap-2"
        >
          <span className="text-xs text-zinc-400">Recent searches:</span>
          {history.slice(0, RECENT_SHOWN).map((entry) => (
            <Button
              key={entry.timestamp}
              type="button"
              variant="secondary"
              className="px-2 py-0.5 text-xs"
              onClick={() => onReuse(entry)}
            >
              {historyLabel(entry)}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
