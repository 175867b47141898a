import { Label } from '@filmcollab/ui';
import { Checkbox } from '@filmcollab/ui/checkbox';
import { useId } from 'react';

/** A labelled group of checkboxes for a multi-value filter. */
export function CheckboxGroup({
  legend,
  options,
  selected,
  label,
  onChange,
}: {
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  label: (value: string) => string;
  onChange: (selected: string[]) => void;
}) {
  const id = useId();
  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? [...selected, value] : selected.filter((v) => v !== value));
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {options.map((value) => (
        <div key={value} className="flex items-center gap-2">
          <Checkbox
            id={`${id}-${value}`}
            checked={selected.includes(value)}
            onCheckedChange={(checked) => toggle(value, checked === true)}
          />
          <Label htmlFor={`${id}-${value}`} className="text-sm font-normal">
            {label(value)}
          </Label>
        </div>
      ))}
    </fieldset>
  );
}
