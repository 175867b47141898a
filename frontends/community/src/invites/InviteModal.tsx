import { INVITE_EMPTY_MESSAGE, INVITE_ROWS_MAX } from '@filmcollab/contracts/community';
import { Button, FormMessage, Input, Label } from '@filmcollab/ui';
import { Dialog } from '@filmcollab/ui/dialog';
import { errorMessage } from '@filmcollab/web-kit';
import { useId, useState } from 'react';
import { useSendInvitesMutation } from '../api/community-api';
import { TEXTS } from '../community-texts';

interface Row {
  name: string;
  email: string;
}

type Status = { state: 'idle' | 'sending' | 'success' } | { state: 'error'; message: string };

const emptyRow = (): Row => ({ name: '', email: '' });

/**
 * Spec 02 "Invite modal": up to 5 rows of name and e-mail (the first row required); idle,
 * sending, success ('Invites sent!') and error (the server's error or 'Failed to send invites.').
 */
export function InviteModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [rows, setRows] = useState<Row[]>([emptyRow()]);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [sendInvites] = useSendInvitesMutation();
  const baseId = useId();

  const change = (index: number, field: keyof Row, value: string) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
    if (status.state !== 'sending') setStatus({ state: 'idle' });
  };

  const send = async () => {
    const filled = rows.filter((row) => row.name.trim() !== '' && row.email.trim() !== '');
    if (filled.length === 0) {
      setStatus({ state: 'error', message: INVITE_EMPTY_MESSAGE });
      return;
    }
    setStatus({ state: 'sending' });
    const result = await sendInvites({ invites: filled, source: 'unified' });
    if ('error' in result) {
      setStatus({ state: 'error', message: errorMessage(result.error, TEXTS.invitesFailed) });
      return;
    }
    setStatus({ state: 'success' });
    setRows([emptyRow()]);
  };

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setRows([emptyRow()]);
      setStatus({ state: 'idle' });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Invite Friends to Join"
      description="We will e-mail each friend a link to sign up."
      scope="community"
    >
      <form
        // The form's own message ('Please enter at least one name and email.') replaces the
        // browser's bubble, so every refusal reads the same.
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        {rows.map((row, index) => (
          <fieldset key={index} className="grid gap-2 sm:grid-cols-2">
            <legend className="sr-only">{`Friend ${index + 1}`}</legend>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${baseId}-name-${index}`}>{`Name ${index + 1}`}</Label>
              <Input
                id={`${baseId}-name-${index}`}
                value={row.name}
                required={index === 0}
                autoComplete="off"
                onChange={(event) => change(index, 'name', event.target.value)}
              />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${baseId}-email-${index}`}>{`Email ${index + 1}`}</Label>
              <Input
                id={`${baseId}-email-${index}`}
                type="email"
                value={row.email}
                required={index === 0}
                autoComplete="off"
                onChange={(event) => change(index, 'email', event.target.value)}
              />
            </div>
          </fieldset>
        ))}
        {rows.length < INVITE_ROWS_MAX && (
          <Button
            type="button"
            variant="secondary"
            onClick={() => setRows((current) => [...current, emptyRow()])}
          >
            Add another friend
          </Button>
        )}
        {status.state === 'success' && (
          <FormMessage tone="success">{TEXTS.invitesSent}</FormMessage>
        )}
        {status.state === 'error' && <FormMessage tone="error">{status.message}</FormMessage>}
        <Button type="submit" disabled={status.state === 'sending'}>
          {status.state === 'sending' ? 'Sending…' : 'Send Invites'}
        </Button>
      </form>
    </Dialog>
  );
}
