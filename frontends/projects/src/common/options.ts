import {
  BUDGET_RANGES,
  CREATABLE_PROJECT_STATUSES,
  OPPORTUNITY_CATEGORIES,
  PROJECT_TYPES,
  REQUIRED_ROLES,
} from '@filmcollab/contracts/projects';
import type { SelectOption } from '@filmcollab/ui';
import {
  BUDGET_LABELS,
  CATEGORY_LABELS,
  PROJECT_STATUS_LABELS,
  PROJECT_TYPE_LABELS,
  roleLabel,
} from '../display/labels';

export const PROJECT_TYPE_OPTIONS: SelectOption[] = PROJECT_TYPES.map((value) => ({
  value,
  label: PROJECT_TYPE_LABELS[value],
}));
export const CREATABLE_STATUS_OPTIONS: SelectOption[] = CREATABLE_PROJECT_STATUSES.map((value) => ({
  value,
  label: PROJECT_STATUS_LABELS[value],
}));
export const BUDGET_OPTIONS: SelectOption[] = BUDGET_RANGES.map((value) => ({
  value,
  label: BUDGET_LABELS[value],
}));
export const ROLE_OPTIONS: SelectOption[] = REQUIRED_ROLES.map((value) => ({
  value,
  label: roleLabel(value),
}));
export const CATEGORY_OPTIONS: SelectOption[] = OPPORTUNITY_CATEGORIES.map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
}));
