import { Card } from '@filmcollab/ui';
import { useParams } from 'react-router';
import { WorkspaceDashboard } from './WorkspaceDashboard';

/** /collaboration/:projectId (spec 03 "Collaboration dashboard"). */
export default function WorkspacePage() {
  const { projectId } = useParams();
  if (!projectId) {
    return (
      <Card role="alert" className="mx-auto my-8 max-w-xl">
        <p className="text-zinc-200">No project ID provided. Please select a project.</p>
      </Card>
    );
  }
  return <WorkspaceDashboard projectId={projectId} />;
}
