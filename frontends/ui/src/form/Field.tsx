import { useId, type ReactNode } from 'react';
import { cn } from '../cn';
import { Label } from '../Label';

/** What the control needs so that the label and the hint point at it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
}

export interface FieldProps {
  label: ReactNode;
  /** The control's id; generated when left out (then use the render-prop form to receive it). */
  id?: string;
  /** Shown under the control as `<id>-hint` and referenced by the control's `aria-describedby`. */
  hint?: ReactNode;
  className?: string;
  /** The control, or a function that spreads the given props onto it. A plain node must carry `id` itself. */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}

/** A labelled form control with an optional hint, stacked vertically. */
export function Field({ label, id, hint, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const control: FieldControlProps = hint
    ? { id: controlId, 'aria-describedby': hintId }
    : { id: controlId };
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId}>{label}</Label>
      {typeof children === 'function' ? children(control) : children}
      {hint && (
        <p id={hintId} className="text-xs text-zinc-400">
          {hint}
        </p>
      )}
    </div>
  );
}
