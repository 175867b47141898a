import { DEPENDENCY_TYPES, type DependencyType } from '@filmcollab/contracts/workspace';
import { SelectField } from '@filmcollab/ui';
import { humanize } from './format';

/** Blocks, Depends on, Relates to: the dependency types of tasks and milestones (spec 03 §3). */
const DEPENDENCY_TYPE_OPTIONS = DEPENDENCY_TYPES.map((value) => ({
  value,
  label: humanize(value),
}));

export function DependencyTypeField({
  value,
  onChange,
}: {
  value: DependencyType;
  onChange: (type: DependencyType) => void;
}) {
  return (
    <SelectField
      id="dependency-type"
      label="Dependency type"
      value={value}
      onValueChange={(chosen) => onChange(chosen as DependencyType)}
      options={DEPENDENCY_TYPE_OPTIONS}
    />
  );
}
