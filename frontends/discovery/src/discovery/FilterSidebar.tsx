import {
  EQUIPMENT_OPTIONS,
  EXPERIENCE_LEVEL_VALUES,
  SEARCH_BUDGET_RANGES,
  SEARCH_PROJECT_TYPES,
  SEARCH_ROLES,
} from '@filmcollab/contracts/discovery';
import { AVAILABILITY_STATUSES } from '@filmcollab/contracts/profiles';
import { Button, Card, Input, Label } from '@filmcollab/ui';
import { useId } from 'react';
import { budgetLabel, experienceLabel, valueLabel } from '../display/labels';
import { CheckboxGroup } from './CheckboxGroup';
import { ChoiceSelect } from './ChoiceSelect';
import { type FilterState, NO_FILTERS } from './search-filters';

const ROLE_OPTIONS = SEARCH_ROLES.filter((role) => role !== 'other');

/**
 * The filter sidebar (spec 02 §3 "Filters"): location, project types, budget ranges, required
 * roles, availability, experience level and equipment, with 'Save Preferences'.
 */
export function FilterSidebar({
  filters,
  onChange,
  onSave,
  saving,
}: {
  filters: FilterState;
  onChange: (filters: FilterState) => void;
  onSave: () => void;
  saving: boolean;
}) {
  const locationId = useId();
  const set = <K extends keyof FilterState>(key: K, value: FilterState[K]) =>
    onChange({ ...filters, [key]: value });

  return (
    <Card className="flex flex-col gap-4 p-4">
      <h2 className="text-lg font-semibold">Filters</h2>
      <div className="flex flex-col gap-1">
        <Label htmlFor={locationId}>Location</Label>
        <Input
          id={locationId}
          value={filters.location}
          maxLength={200}
          onChange={(event) => set('location', event.target.value)}
        />
      </div>
      <CheckboxGroup
        legend="Project types"
        options={SEARCH_PROJECT_TYPES}
        selected={filters.projectTypes}
        label={valueLabel}
        onChange={(value) => set('projectTypes', value)}
      />
      <CheckboxGroup
        legend="Budget ranges"
        options={SEARCH_BUDGET_RANGES}
        selected={filters.budgetRanges}
        label={budgetLabel}
        onChange={(value) => set('budgetRanges', value)}
      />
      <CheckboxGroup
        legend="Required roles"
        options={ROLE_OPTIONS}
        selected={filters.requiredRoles}
        label={valueLabel}
        onChange={(value) => set('requiredRoles', value)}
      />
      <ChoiceSelect
        label="Availability"
        value={filters.availabilityStatus}
        options={['any', ...AVAILABILITY_STATUSES] as const}
        optionLabel={(value) => (value === 'any' ? 'Any' : valueLabel(value))}
        onChange={(value) => set('availabilityStatus', value)}
      />
      <ChoiceSelect
        label="Experience level"
        value={filters.experienceLevel}
        options={['any', ...EXPERIENCE_LEVEL_VALUES] as const}
        optionLabel={(value) => (value === 'any' ? 'Any' : experienceLabel(value))}
        onChange={(value) => set('experienceLevel', value)}
      />
      <CheckboxGroup
        legend="Equipment"
        options={EQUIPMENT_OPTIONS}
        selected={filters.equipmentFilter}
        label={valueLabel}
        onChange={(value) => set('equipmentFilter', value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={onSave} disabled={saving}>
          Save Preferences
        </Button>
        <Button type="button" variant="secondary" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      </div>
    </Card>
  );
}
