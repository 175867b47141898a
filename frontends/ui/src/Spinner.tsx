import { cn } from './cn';

export interface SpinnerProps {
  label?: string;
  className?: string;
}

export function Spinner({ label = 'Loading…', className }: SpinnerProps) {
  return (
    <div role="status" className={cn('flex items-center justify-center p-8', className)}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-zinc-700 border-t-amber-500"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
