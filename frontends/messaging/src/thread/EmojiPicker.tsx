import { useEffect, useRef, useState } from 'react';
import { EMOJI_COLUMNS, EMOJIS } from './emojis';

interface EmojiPickerProps {
  onPick: (emoji: string) => void;
  disabled?: boolean;
}

/** A button opening a grid of emojis (8 columns); Escape closes it and returns focus. */
export function EmojiPicker({ onPick, disabled = false }: EmojiPickerProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const grid = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) grid.current?.querySelector('button')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-label="Add emoji"
        aria-expanded={open}
        disabled={disabled}
        onClick={() => setOpen((value) => !value)}
        className="rounded-md p-2 text-xl hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-amber-400 disabled:opacity-50"
      >
        😊
      </button>
      {open && (
        <div
          ref={grid}
          role="dialog"
          aria-label="Emojis"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
          className="absolute bottom-12 left-0 z-20 grid max-h-64 gap-1 overflow-y-auto rounded-md border border-zinc-700 bg-zinc-900 p-2 shadow-lg"
          style={{ gridTemplateColumns: `repeat(${EMOJI_COLUMNS}, minmax(0, 1fr))` }}
          data-testid="emoji-grid"
        >
          {EMOJIS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              aria-label={emoji}
              onClick={() => {
                onPick(emoji);
                close();
              }}
              className="rounded p-1 text-xl hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-amber-400"
            >
              {emoji}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
