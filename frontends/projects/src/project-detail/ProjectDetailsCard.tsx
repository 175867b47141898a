import type { ProjectDetail } from '@filmcollab/contracts/projects';
import type { ReactNode } from 'react';
import { Card, CardTitle } from '@filmcollab/ui';
import { dateText } from '../display/dates';
import {
  BUDGET_LABELS,
  PROJECT_STATUS_LABELS,
  PROJECT_TYPE_LABELS,
  roleLabel,
} from '../display/labels';
import { personName } from '../display/person';
import { ProjectEditForm } from './ProjectEditForm';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs tracking-wide text-zinc-400 uppercase">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** The Project Details card: the project's fields, or the creator's edit form. */
export function ProjectDetailsCard({
  detail,
  editing,
  onEditingChange,
}: {
  detail: ProjectDetail;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}) {
  const { project } = detail;
  if (editing && detail.viewer.relation === 'creator') {
    return (
      <Card>
        <CardTitle>Edit Project</CardTitle>
        <ProjectEditForm project={project} onDone={() => onEditingChange(false)} />
      </Card>
    );
  }
  return (
    <Card className="flex flex-col gap-4">
      <CardTitle>Project Details</CardTitle>
      <p className="text-sm whitespace-pre-line text-zinc-300">
        {project.description || 'No description yet.'}
      </p>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail term="Type">{PROJECT_TYPE_LABELS[project.projectType]}</Detail>
        <Detail term="Status">{PROJECT_STATUS_LABELS[project.status]}</Detail>
        <Detail term="Creator">{personName(detail.creator)}</Detail>
        <Detail term="Location">{project.location || 'Not set'}</Detail>
        <Detail term="Budget">
          {project.budgetRange ? BUDGET_LABELS[project.budgetRange] : 'Not set'}
        </Detail>
        <Detail term="Dates">
          {project.startDate
            ? `${dateText(project.startDate)}${project.endDate ? ` – ${dateText(project.endDate)}` : ''}`
            : 'Not set'}
        </Detail>
        <Detail term="Roles needed">
          {project.requiredRoles.length
            ? project.requiredRoles.map(roleLabel).join(', ')
            : 'None listed'}
        </Detail>
      </dl>
    </Card>
  );
}
