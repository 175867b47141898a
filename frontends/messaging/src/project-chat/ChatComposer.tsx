import { Button } from '@filmcollab/ui';
import { type KeyboardEvent, useState } from 'react';

/** Spec 03: a 2-row input; Enter sends, Shift+Enter adds a line; blank text is not sent. */
export function ChatComposer({
  onSend,
  disabled,
}: {
  onSend: (text: string) => void;
  disabled: boolean;
}) {
  const [text, setText] = useState('');
  const send = () => {
    const trimmed = text.trim();
    if (!trimmed || disabled) return;
    onSend(trimmed);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  return (
    <div className="flex items-end gap-2 border-t border-zinc-800 p-3">
      <textarea
        aria-label="Message the team"
        placeholder="Type a message..."
        rows={2}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className="flex-1 resize-none rounded-md border border-zinc-700 bg-zinc-900 px-3 py-2 text-sm text-zinc-100 placeholder:text-zinc-500 focus-visible:outline-2 focus-visible:outline-amber-400 disabled:opacity-50"
      />
      <Button onClick={send} disabled={disabled || text.trim() === ''}>
        Send
      </Button>
    </div>
  );
}
