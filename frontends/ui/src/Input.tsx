import type { InputHTMLAttributes } from 'react';
import { cn } from './cn';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      className={cn(
        'w-full rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-sm text-zinc-100',
        'placeholder:text-zinc-500 focus-visible:outline-2 focus-visible:outline-amber-400',
        className,
      )}
      {...props}
    />
  );
}
