import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('rounded-lg border border-zinc-700 bg-zinc-900 p-6 text-zinc-100', className)}
      {...props}
    />
  );
}
