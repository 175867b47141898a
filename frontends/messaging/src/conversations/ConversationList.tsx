import type { ConversationEntry } from '@filmcollab/contracts/messaging';
import { Input, Spinner } from '@filmcollab/ui';
import { useState } from 'react';
import { ConversationListItem } from './ConversationListItem';

interface ConversationListProps {
  conversations: ConversationEntry[];
  loading: boolean;
  selectedUserId: string | undefined;
}

function matches(entry: ConversationEntry, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const { fullName, username } = entry.otherUser;
  return [fullName, username].some((text) => text?.toLowerCase().includes(needle));
}

/** The left column: search and one entry per other user (spec 01 "Direct messaging"). */
export function ConversationList({
  conversations,
  loading,
  selectedUserId,
}: ConversationListProps) {
  const [search, setSearch] = useState('');
  const shown = conversations.filter((entry) => matches(entry, search));
  return (
    <div className="flex h-full flex-col gap-3">
      <Input
        type="search"
        aria-label="Search conversations"
        placeholder="Search conversations..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {loading ? (
        <div className="flex justify-center p-6">
          <Spinner label="Loading conversations" />
        </div>
      ) : conversations.length === 0 ? (
        <p className="p-4 text-center text-sm text-zinc-400">No conversations yet</p>
      ) : shown.length === 0 ? (
        <p className="p-4 text-center text-sm text-zinc-400">No matching conversations</p>
      ) : (
        <ul aria-label="Conversations" className="flex flex-col gap-1 overflow-y-auto">
          {shown.map((entry) => (
            <ConversationListItem
              key={entry.id}
              entry={entry}
              selected={entry.otherUser.id === selectedUserId}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
