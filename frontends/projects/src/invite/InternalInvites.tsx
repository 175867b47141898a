import { PROJECT_LIMITS } from '@filmcollab/contracts/projects';
import { Button, Label, TextField } from '@filmcollab/ui';
import { Checkbox } from '@filmcollab/ui/checkbox';
import { useState, type FormEvent } from 'react';
import { useInviteCandidatesQuery, useInviteMutation } from '../api/projects-api';
import { TextAreaField } from '../common/TextAreaField';
import { errorToast, successToast } from '../common/toasts';
import { roleLabel } from '../display/labels';
import { personName } from '../display/person';
import { useDebouncedValue } from './use-debounced-value';

/**
 * Search people (name, username or primary role; the server leaves out members, pending invitees
 * and the viewer), pick several and invite them with one message.
 */
export function InternalInvites({
  projectId,
  defaultMessage,
  onSent,
}: {
  projectId: string;
  defaultMessage: string;
  onSent?: () => void;
}) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());
  const [message, setMessage] = useState(defaultMessage);
  const candidates = useInviteCandidatesQuery({ projectId, q });
  const [invite, { isLoading }] = useInviteMutation();

  function toggle(id: string, name: string, checked: boolean) {
    setSelected((current) => {
      const next = new Map(current);
      if (checked) next.set(id, name);
      else next.delete(id);
      return next;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!selected.size || isLoading) return;
    const result = await invite({
      projectId,
      body: { inviteeIds: [...selected.keys()], message },
    });
    if (result.error) {
      errorToast('Failed to send invitations');
      return;
    }
    successToast(
      'Invitations Sent',
      `Sent ${result.data.invitations.length} invitation(s) successfully`,
    );
    setSelected(new Map());
    onSent?.();
  }

  const people = candidates.data ?? [];
  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        id="invite-search"
        label="Search people"
        type="search"
        placeholder="Name, username or role"
        value={search}
        onValueChange={setSearch}
      />
      <div aria-live="polite" className="flex max-h-64 flex-col gap-1 overflow-y-auto">
        {candidates.isError ? (
          <p role="alert" className="text-sm text-red-300">
            Failed to load people
          </p>
        ) : candidates.isFetching && !people.length ? (
          <p className="text-sm text-zinc-400">Searching…</p>
        ) : !people.length ? (
          <p className="text-sm text-zinc-400">No people found</p>
        ) : (
          <ul aria-label="People" className="flex flex-col gap-1">
            {people.map((person) => {
              const id = `invitee-${person.id}`;
              const name = personName(person);
              return (
                <li
                  key={person.id}
                  className="flex items-center gap-3 rounded-md px-2 py-1.5 hover:bg-zinc-800"
                >
                  <Checkbox
                    id={id}
                    checked={selected.has(person.id)}
                    onCheckedChange={(checked) => toggle(person.id, name, checked === true)}
                  />
                  <Label htmlFor={id} className="flex flex-1 flex-wrap gap-x-2">
                    <span>{name}</span>
                    {person.username && <span className="text-zinc-400">@{person.username}</span>}
                    {person.primaryRole && (
                      <span className="text-zinc-400">{roleLabel(person.primaryRole)}</span>
                    )}
                  </Label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {selected.size > 0 && (
        <p className="text-sm text-zinc-300">{`Selected: ${[...selected.values()].join(', ')}`}</p>
      )}
      <TextAreaField
        id="invite-message"
        label="Message"
        value={message}
        onValueChange={setMessage}
        maxLength={PROJECT_LIMITS.invitationMessage}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={!selected.size || isLoading}>
          {selected.size ? `Send ${selected.size} Invitation(s)` : 'Send Invitations'}
        </Button>
      </div>
    </form>
  );
}
