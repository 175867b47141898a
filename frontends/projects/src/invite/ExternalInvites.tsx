import { PROJECT_LIMITS } from '@filmcollab/contracts/projects';
import { Button, TextField } from '@filmcollab/ui';
import { useState, type FormEvent } from 'react';
import { useExternalInviteMutation } from '../api/projects-api';
import { TextAreaField } from '../common/TextAreaField';
import { errorToast, successToast } from '../common/toasts';

/** Invite someone who is not on FilmCollab by e-mail: name and e-mail both required. */
export function ExternalInvites({
  projectId,
  defaultMessage,
  onSent,
}: {
  projectId: string;
  defaultMessage: string;
  onSent?: () => void;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState(defaultMessage);
  const [sendInvite, { isLoading }] = useExternalInviteMutation();
  const ready = Boolean(name.trim() && email.trim());

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || isLoading) return;
    const sentTo = email.trim();
    const result = await sendInvite({
      projectId,
      body: { invites: [{ name: name.trim(), email: sentTo, message }] },
    });
    if (result.error) {
      errorToast('Failed to send external invite');
      return;
    }
    successToast('External Invite Sent', `Invitation sent to ${sentTo}`);
    setName('');
    setEmail('');
    onSent?.();
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        id="external-name"
        label="Recipient name"
        value={name}
        onValueChange={setName}
        maxLength={PROJECT_LIMITS.externalName}
        autoComplete="off"
      />
      <TextField
        id="external-email"
        label="Recipient e-mail"
        type="email"
        value={email}
        onValueChange={setEmail}
        maxLength={254}
        autoComplete="off"
      />
      <TextAreaField
        id="external-message"
        label="Message"
        value={message}
        onValueChange={setMessage}
        maxLength={PROJECT_LIMITS.invitationMessage}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={!ready || isLoading}>
          Send Invite
        </Button>
      </div>
    </form>
  );
}
