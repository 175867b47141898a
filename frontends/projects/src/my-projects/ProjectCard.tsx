import type { Project } from '@filmcollab/contracts/projects';
import { Link } from 'react-router';
import { dateText } from '../display/dates';
import { BUDGET_LABELS } from '../display/labels';
import { StatusBadge } from '../display/StatusBadge';
import { TypeBadge } from '../display/TypeBadge';

/** A project in a list: links to its page (spec 03 §2 My Projects). */
export function ProjectCard({ project }: { project: Project }) {
  const roles = project.requiredRoles.length;
  return (
    <li className="list-none">
      <Link
        to={`/project/${encodeURIComponent(project.id)}`}
        className="flex h-full flex-col gap-3 rounded-lg border border-zinc-700 bg-zinc-900 p-5 text-zinc-100 transition-colors hover:border-amber-500/60 focus-visible:outline-2 focus-visible:outline-amber-400"
      >
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={project.status} />
          <TypeBadge type={project.projectType} />
        </div>
        <h3 className="text-lg font-semibold">{project.title}</h3>
        {project.description && (
          <p className="line-clamp-3 text-sm text-zinc-400">{project.description}</p>
        )}
        <dl className="mt-auto grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-zinc-400">
          {project.location && (
            <>
              <dt className="sr-only">Location</dt>
              <dd>{project.location}</dd>
            </>
          )}
          {project.budgetRange && (
            <>
              <dt className="sr-only">Budget</dt>
              <dd>{BUDGET_LABELS[project.budgetRange]}</dd>
            </>
          )}
          {project.startDate && (
            <>
              <dt className="sr-only">Start date</dt>
              <dd>Starts {dateText(project.startDate)}</dd>
            </>
          )}
          <dt className="sr-only">Roles</dt>
          <dd>{`${roles} roles needed`}</dd>
        </dl>
      </Link>
    </li>
  );
}
