import type { Project } from '@filmcollab/contracts/projects';
import { ProjectCard } from './ProjectCard';

/** Project cards in a grid, or the empty state. */
export function ProjectGrid({ projects, label }: { projects: readonly Project[]; label: string }) {
  if (!projects.length) return <p className="text-sm text-zinc-400">No projects yet</p>;
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project) => (
        <ProjectCard key={project.id} project={project} />
      ))}
    </ul>
  );
}
