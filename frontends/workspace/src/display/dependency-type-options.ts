import { DEPENDENCY_TYPES } from '@filmcollab/contracts';
import { humanize } from './format';

/** Blocks, Depends on, Relates to: the dependency types of tasks and milestones (spec 03 §3). */
export const DEPENDENCY_TYPE_OPTIONS = DEPENDENCY_TYPES.map((value) => ({
  value,
  label: humanize(value),
}));
