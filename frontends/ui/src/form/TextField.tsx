import type { InputHTMLAttributes, ReactNode } from 'react';
import { Input } from '../Input';
import { Field } from './Field';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'children'
> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown right under the input (a live check, a strength meter). */
  children?: ReactNode;
}

/** A labelled text input: the common case of `Field` + `Input`. */
export function TextField({
  id,
  label,
  hint,
  value,
  onValueChange,
  children,
  ...inputProps
}: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint}>
      {(control) => (
        <>
          <Input
            {...control}
            {...inputProps}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
          />
          {children}
        </>
      )}
    </Field>
  );
}
