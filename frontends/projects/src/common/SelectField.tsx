import { Field } from '@filmcollab/ui';
import type { ReactNode } from 'react';
import { CONTROL_CLASSES } from './form-classes';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** An empty first choice (nothing chosen yet), e.g. 'Select a role'. */
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A labelled native select: keyboard and screen readers work as the platform does. */
export function SelectField({
  id,
  label,
  value,
  onValueChange,
  options,
  placeholder,
  required,
  disabled,
}: SelectFieldProps) {
  return (
    <Field id={id} label={label}>
      <select
        id={id}
        className={CONTROL_CLASSES}
        value={value}
        required={required}
        disabled={disabled}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
