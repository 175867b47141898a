import { Button, Card } from '@filmcollab/ui';
import { useAuth } from '@filmcollab/web-kit';
import { useSearchParams } from 'react-router';
import { SignInPrompt } from '../common/SignInPrompt';
import { CreateProjectDialog } from './CreateProjectDialog';
import { MyInvitations } from './MyInvitations';
import { MyProjectsContent } from './MyProjectsContent';

/** `/projects`: My Projects (spec 03 §2); public so signed-out visitors see the sign-in prompt. */
export default function MyProjectsPage() {
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const createOpen = searchParams.get('create') === 'true';

  function setCreateOpen(open: boolean) {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (open) next.set('create', 'true');
        else next.delete('create');
        return next;
      },
      { replace: !open },
    );
  }

  if (!user) {
    return (
      <div className="mx-auto max-w-xl p-6">
        <Card className="flex flex-col gap-4">
          <h1 className="text-2xl font-bold">My Projects</h1>
          <SignInPrompt message="Please sign in to view your projects" />
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 p-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">My Projects</h1>
        <Button onClick={() => setCreateOpen(true)}>New Project</Button>
      </div>
      <MyInvitations />
      <MyProjectsContent />
      <CreateProjectDialog open={createOpen} onOpenChange={setCreateOpen} />
    </div>
  );
}
