import { MESSAGING_NOT_ALLOWED_MESSAGE } from '@filmcollab/contracts/messaging';
import { Button } from '@filmcollab/ui';
import { type KeyboardEvent, useRef, useState } from 'react';
import { EmojiPicker } from './EmojiPicker';

interface MessageComposerProps {
  canMessage: boolean;
  sending: boolean;
  /** Resolves true when sent (the text is cleared), false to keep it. */
  onSend: (text: string) => Promise<boolean>;
  onKeystroke: () => void;
}

/** The thread's input: Enter sends, Shift+Enter adds a line; disabled for strangers (spec 01 §5). */
export function MessageComposer({
  canMessage,
  sending,
  onSend,
  onKeystroke,
}: MessageComposerProps) {
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const blank = text.trim() === '';

  const send = async () => {
    if (blank || sending || !canMessage) return;
    if (await onSend(text.trim())) setText('');
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const insertEmoji = (emoji: string) => {
    const element = input.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + emoji + text.slice(end));
    onKeystroke();
  };

  return (
    <div className="border-t border-zinc-800 p-3">
      {!canMessage && (
        <p className="mb-2 text-sm text-zinc-400" role="note">
          {MESSAGING_NOT_ALLOWED_MESSAGE}
        </p>
      )}
      <div className="flex items-end gap-2">
        <EmojiPicker onPick={insertEmoji} disabled={!canMessage} />
        <textarea
          ref={input}
          aria-label="Type a message"
          placeholder="Type a message..."
          rows={1}
          value={text}
          disabled={!canMessage}
          onChange={(event) => {
            setText(event.target.value);
            onKeystroke();
          }}
          onKeyDown={onKeyDown}
          className="max-h-32 min-h-10 flex-1 resize-none rounded-md border border-zinc-700 bg-zinc-900 px-3 py-2 text-sm text-zinc-100 placeholder:text-zinc-500 focus-visible:outline-2 focus-visible:outline-amber-400 disabled:opacity-50"
        />
        <Button onClick={() => void send()} disabled={blank || sending || !canMessage}>
          Send
        </Button>
      </div>
    </div>
  );
}
