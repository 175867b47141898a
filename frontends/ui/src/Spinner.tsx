import { cn } from './cn';

export interface SpinnerProps {
  label?: string;
  className?: string;
  /** Inside a line of text (a card's status): no padding, at the line's start. */
  inline?: boolean;
}

export function Spinner({ label = 'Loading…', className, inline = false }: SpinnerProps) {
  return (
    <div
      role="status"
      className={cn(
        'flex items-center',
        inline ? 'justify-start' : 'justify-center p-8',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-zinc-700 border-t-amber-500"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
