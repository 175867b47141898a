import type { ReactNode } from 'react';
import { cn } from '../cn';

export type FormMessageTone = 'error' | 'success';

export interface FormMessageProps {
  tone: FormMessageTone;
  /** The message; nothing is rendered without one. */
  children?: ReactNode;
}

const TONES: Record<FormMessageTone, { role: 'alert' | 'status'; className: string }> = {
  error: { role: 'alert', className: 'bg-red-950 text-red-200' },
  success: { role: 'status', className: 'bg-green-950 text-green-200' },
};

/** A form's outcome: an error is announced as an alert, a success as a status. */
export function FormMessage({ tone, children }: FormMessageProps) {
  if (children === null || children === undefined || children === false || children === '') {
    return null;
  }
  const { role, className } = TONES[tone];
  return (
    <p role={role} className={cn('rounded-md px-3 py-2 text-sm', className)}>
      {children}
    </p>
  );
}
