import {
  FEEDBACK_LOGIN_REQUIRED_MESSAGE,
  FEEDBACK_LOGIN_REQUIRED_TITLE,
  FEEDBACK_MAX_LENGTH,
  ProfilesErrors,
} from '@filmcollab/contracts/profiles';
import { Button, Label, showToast } from '@filmcollab/ui';
import { hasErrorCode, skipToken, useAuth, useMyProfileQuery } from '@filmcollab/web-kit';
import { useId, useState, type FormEvent } from 'react';
import { useSendFeedbackMutation } from '../api/profiles-api';

function loginRequired() {
  showToast({
    title: FEEDBACK_LOGIN_REQUIRED_TITLE,
    description: FEEDBACK_LOGIN_REQUIRED_MESSAGE,
    variant: 'destructive',
  });
}

export interface FeedbackFormProps {
  /** Called after the feedback was sent (the layout's dialog closes itself). */
  onSent?: () => void;
}

/** The feedback form of /feedback and the layout's dialog: exposed as `profiles/FeedbackForm`. */
export default function FeedbackForm({ onSent }: FeedbackFormProps) {
  // The page and the dialog may both be on screen: ids must not clash.
  const textId = useId();
  const counterId = useId();
  const { user } = useAuth();
  const { data: profile } = useMyProfileQuery(user ? undefined : skipToken);
  const [text, setText] = useState('');
  const [sendFeedback, { isLoading }] = useSendFeedbackMutation();
  const trimmed = text.trim();
  const name = profile?.fullName ?? user?.name ?? user?.username;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || isLoading) return;
    // Spec 01: sending needs a signed-in user whose profile has a full name.
    if (!user || (profile && !profile.fullName)) {
      loginRequired();
      return;
    }
    const result = await sendFeedback({ text: trimmed });
    if ('error' in result) {
      if (hasErrorCode(result.error, ProfilesErrors.LOGIN_REQUIRED)) loginRequired();
      else
        showToast({
          title: 'Error',
          description: 'Failed to send feedback.',
          variant: 'destructive',
        });
      return;
    }
    setText('');
    showToast({ title: 'Thank you!', description: 'Your feedback has been submitted.' });
    onSent?.();
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
      <p className="text-zinc-200">
        {name
          ? `Hi ${name}, we'd love to hear your thoughts!`
          : "Hi, we'd love to hear your thoughts!"}
      </p>
      <Label htmlFor={textId}>Your feedback</Label>
      <textarea
        id={textId}
        value={text}
        onChange={(e) => setText(e.target.value.slice(0, FEEDBACK_MAX_LENGTH))}
        maxLength={FEEDBACK_MAX_LENGTH}
        placeholder="Type your feedback here..."
        rows={5}
        aria-describedby={counterId}
        className="rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-sm text-zinc-100 placeholder:text-zinc-500 focus-visible:outline-2 focus-visible:outline-amber-400"
      />
      <p id={counterId} className="self-end text-xs text-zinc-400">
        {`${text.length}/${FEEDBACK_MAX_LENGTH}`}
      </p>
      <Button type="submit" disabled={!trimmed || isLoading}>
        Send Feedback
      </Button>
    </form>
  );
}
