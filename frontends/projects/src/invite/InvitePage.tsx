import { Button, Card } from '@filmcollab/ui';
import { isNotFound } from '@filmcollab/web-kit';
import { Link, useSearchParams } from 'react-router';
import { useMyProjectsQuery, useProjectDetailQuery } from '../api/projects-api';
import { InvitePanel } from './InvitePanel';

function ChooseProject() {
  const { data: projects, isLoading, isError, refetch } = useMyProjectsQuery();
  if (isError) {
    return (
      <Card role="alert" className="flex flex-col items-start gap-3">
        <p>Failed to load projects</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  if (isLoading || !projects) return <p role="status">Loading projects…</p>;
  if (!projects.length) return <p className="text-sm text-zinc-400">No projects yet</p>;
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold">Choose a project</h2>
      <ul className="flex flex-col gap-2">
        {projects.map((project) => (
          <li key={project.id}>
            <Link
              to={`/invite?project=${encodeURIComponent(project.id)}`}
              className="text-amber-400 hover:underline"
            >
              {project.title}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function ProjectInvites({ projectId }: { projectId: string }) {
  const { data, error, isError, isLoading, refetch } = useProjectDetailQuery(projectId);
  if (isError && isNotFound(error)) return <p role="alert">Project not found</p>;
  if (isError) {
    return (
      <Card role="alert" className="flex flex-col items-start gap-3">
        <p>Failed to load project</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  if (isLoading || !data) return <p role="status">Loading project…</p>;
  const { relation } = data.viewer;
  if (relation !== 'creator' && relation !== 'member') {
    return <p role="alert">Only project members can invite collaborators.</p>;
  }
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">
        <Link
          to={`/project/${encodeURIComponent(data.project.id)}`}
          className="text-amber-400 hover:underline"
        >
          {data.project.title}
        </Link>
      </h2>
      <InvitePanel project={data.project} creator={data.creator} />
    </Card>
  );
}

/** `/invite?project={id}`: invite people to one of your projects, or choose the project first. */
export default function InvitePage() {
  const [searchParams] = useSearchParams();
  const projectId = searchParams.get('project');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 p-6">
      <h1 className="text-3xl font-bold">Invite Collaborators</h1>
      {projectId ? <ProjectInvites projectId={projectId} /> : <ChooseProject />}
    </div>
  );
}
