import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import type { ComponentProps } from 'react';
import { cn } from './cn';

export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        'flex size-4 items-center justify-center rounded border border-zinc-500 bg-zinc-900',
        'data-[state=checked]:border-amber-500 data-[state=checked]:bg-amber-500',
        'focus-visible:outline-2 focus-visible:outline-amber-400',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="text-xs leading-none font-bold text-zinc-950">
        ✓
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
