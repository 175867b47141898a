import { TextField } from '@filmcollab/ui';
import { EmailCheckHint } from './EmailCheckHint';
import { useDebouncedEmailCheck } from './use-debounced-email-check';

interface EmailFieldProps {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
}

/** The e-mail field of sign-up and forgot password, with the spec's debounced check under it. */
export function EmailField({ id, value, onValueChange }: EmailFieldProps) {
  const check = useDebouncedEmailCheck(value);
  const checkId = `${id}-check`;
  return (
    <TextField
      id={id}
      label="Email"
      type="email"
      autoComplete="email"
      value={value}
      onValueChange={onValueChange}
      aria-describedby={checkId}
    >
      <EmailCheckHint id={checkId} check={check} onUseSuggestion={onValueChange} />
    </TextField>
  );
}
