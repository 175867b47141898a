import type { ReactNode, SelectHTMLAttributes } from 'react';
import { cn } from '../cn';
import { Field } from './Field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'value' | 'onChange' | 'children'
> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** An empty first choice (nothing chosen yet), e.g. 'Select a role'. */
  placeholder?: string;
}

/**
 * A labelled native select (`Field` + `<select>` in the kit's input look): keyboard and screen
 * readers work as the platform does.
 */
export function SelectField({
  id,
  label,
  hint,
  value,
  onValueChange,
  options,
  placeholder,
  className,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field id={id} label={label} hint={hint}>
      {(control) => (
        <select
          {...control}
          {...selectProps}
          className={cn(
            'w-full rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-sm text-zinc-100',
            'focus-visible:outline-2 focus-visible:outline-amber-400 disabled:opacity-50',
            className,
          )}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
