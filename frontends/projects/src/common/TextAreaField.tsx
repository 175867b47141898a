import { Field } from '@filmcollab/ui';
import type { ReactNode } from 'react';
import { CONTROL_CLASSES } from './form-classes';

export interface TextAreaFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  maxLength?: number;
  /** Shows 'n/max' under the field. */
  counter?: boolean;
  rows?: number;
  placeholder?: string;
  disabled?: boolean;
}

/** A labelled multi-line text, optionally with a character counter. */
export function TextAreaField({
  id,
  label,
  value,
  onValueChange,
  maxLength,
  counter = false,
  rows = 4,
  placeholder,
  disabled,
}: TextAreaFieldProps) {
  return (
    <Field
      id={id}
      label={label}
      hint={counter && maxLength ? `${value.length}/${maxLength}` : undefined}
    >
      {(control) => (
        <textarea
          {...control}
          className={CONTROL_CLASSES}
          value={value}
          rows={rows}
          maxLength={maxLength}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </Field>
  );
}
