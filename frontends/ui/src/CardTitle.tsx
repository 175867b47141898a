import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export function CardTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 className={cn('mb-2 text-lg font-semibold', className)} {...props} />;
}
