import {
  REQUIRED_ROLES,
  type BudgetRange,
  type Project,
  type ProjectType,
  type RequiredRole,
  type UpdateProjectRequestInput,
} from '@filmcollab/contracts/projects';

/** The edit form's fields, as the inputs hold them. */
export interface ProjectEditValues {
  title: string;
  description: string;
  projectType: string;
  budgetRange: string;
  location: string;
  startDate: string;
  endDate: string;
  /** Comma-separated roles (spec 03 §5). */
  requiredRoles: string;
}

export function editValuesOf(project: Project): ProjectEditValues {
  return {
    title: project.title,
    description: project.description ?? '',
    projectType: project.projectType,
    budgetRange: project.budgetRange ?? '',
    location: project.location ?? '',
    startDate: project.startDate ?? '',
    endDate: project.endDate ?? '',
    requiredRoles: project.requiredRoles.join(', '),
  };
}

export type ProjectEdit =
  | { kind: 'invalid'; message: string }
  | { kind: 'unchanged' }
  | { kind: 'changed'; changes: UpdateProjectRequestInput };

/** `Sound designer` or `sound-designer` → `sound_designer`. */
function roleSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** Comma-separated roles: split, trimmed, empty entries dropped, duplicates once. */
export function parseRoles(text: string): { roles: RequiredRole[]; unknown: string[] } {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const roles: RequiredRole[] = [];
  const unknown: string[] = [];
  for (const entry of entries) {
    const slug = roleSlug(entry);
    const role = REQUIRED_ROLES.find((known) => known === slug);
    if (!role) unknown.push(entry);
    else if (!roles.includes(role)) roles.push(role);
  }
  return { roles, unknown };
}

/**
 * What the edit form sends (spec 03 §5 "Project edit"): only fields that changed and are not
 * empty; a blank title is refused; nothing changed means no request at all.
 */
export function projectEdit(project: Project, values: ProjectEditValues): ProjectEdit {
  if (!values.title.trim()) return { kind: 'invalid', message: 'Title is required.' };
  const before = editValuesOf(project);
  const changes: UpdateProjectRequestInput = {};
  const changedText = (key: keyof ProjectEditValues) => {
    const value = values[key].trim();
    return value !== '' && value !== before[key].trim() ? value : undefined;
  };

  const title = changedText('title');
  if (title !== undefined) changes.title = title;
  const description = changedText('description');
  if (description !== undefined) changes.description = description;
  const projectType = changedText('projectType');
  if (projectType !== undefined) changes.projectType = projectType as ProjectType;
  const budgetRange = changedText('budgetRange');
  if (budgetRange !== undefined) changes.budgetRange = budgetRange as BudgetRange;
  const location = changedText('location');
  if (location !== undefined) changes.location = location;
  const startDate = changedText('startDate');
  if (startDate !== undefined) changes.startDate = startDate;
  const endDate = changedText('endDate');
  if (endDate !== undefined) changes.endDate = endDate;

  const { roles, unknown } = parseRoles(values.requiredRoles);
  if (unknown.length) {
    return {
      kind: 'invalid',
      message: `Unknown roles: ${unknown.join(', ')}. Use: ${REQUIRED_ROLES.join(', ')}.`,
    };
  }
  if (roles.length && roles.join(',') !== project.requiredRoles.join(',')) {
    changes.requiredRoles = roles;
  }

  return Object.keys(changes).length ? { kind: 'changed', changes } : { kind: 'unchanged' };
}
