import type { EmailCheck } from '@filmcollab/contracts/identity';

interface EmailCheckHintProps {
  id: string;
  check: EmailCheck;
  onUseSuggestion: (suggestion: string) => void;
}

/** The debounced e-mail check's message under the field, with the typo fix as a button. */
export function EmailCheckHint({ id, check, onUseSuggestion }: EmailCheckHintProps) {
  if (!check.message) return null;
  if (!check.valid) {
    return (
      <p id={id} className="text-xs text-red-300">
        {check.message}
      </p>
    );
  }
  return (
    <p id={id} className="text-xs text-amber-300">
      {check.message}{' '}
      {check.suggestion && (
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => onUseSuggestion(check.suggestion ?? '')}
        >
          {check.suggestion}
        </button>
      )}
    </p>
  );
}
