import { Field } from '@filmcollab/ui';

/** The UI kit's input look for native controls (the kit has no select yet). */
export const CONTROL_CLASSES =
  'w-full rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-sm text-zinc-100 placeholder:text-zinc-500 focus-visible:outline-2 focus-visible:outline-amber-400 disabled:opacity-50';

export interface NativeSelectProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}

/** A labelled native select: keyboard and screen readers work as the platform does. */
export function NativeSelect({ id, label, value, onValueChange, options }: NativeSelectProps) {
  return (
    <Field id={id} label={label}>
      <select
        id={id}
        className={CONTROL_CLASSES}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
