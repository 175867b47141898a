import { Button } from '@filmcollab/ui';
import { useWithdrawApplicationMutation } from '../api/projects-api';
import { errorToast, successToast } from '../common/toasts';

export function WithdrawApplicationButton({ projectId }: { projectId: string }) {
  const [withdraw, { isLoading }] = useWithdrawApplicationMutation();

  async function run() {
    const result = await withdraw(projectId);
    if (result.error) errorToast('Failed to withdraw application');
    else successToast('Application Withdrawn', 'Your application has been withdrawn successfully');
  }

  return (
    <Button variant="secondary" disabled={isLoading} onClick={() => void run()}>
      Withdraw Application
    </Button>
  );
}
