import { Label } from '@filmcollab/ui';
import type { ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}

/** A label, the control (which must carry `id` and `aria-describedby={id}-hint` when hinted), a hint. */
export function FormField({ id, label, hint, children }: FormFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-zinc-400">
          {hint}
        </p>
      )}
    </div>
  );
}
