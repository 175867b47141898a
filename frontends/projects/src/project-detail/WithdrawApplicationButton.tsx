import { Button } from '@filmcollab/ui';
import { useWithdrawApplicationMutation } from '../api/projects-api';
import { isUnauthorized } from '../common/is-unauthorized';
import { errorToast, successToast } from '../common/toasts';

/**
 * Withdraw Application (spec 03 §8 "Withdraw"). The button goes once the application is gone,
 * so `onWithdrawn` lets Quick Actions say 'Application withdrawn successfully' (spec 02 §8).
 */
export function WithdrawApplicationButton({
  projectId,
  onWithdrawn,
}: {
  projectId: string;
  onWithdrawn: () => void;
}) {
  const [withdraw, { isLoading }] = useWithdrawApplicationMutation();

  async function run() {
    const result = await withdraw(projectId);
    if (!result.error) {
      successToast('Application Withdrawn', 'Your application has been withdrawn successfully');
      onWithdrawn();
    } else if (isUnauthorized(result.error)) {
      errorToast('Please sign in to withdraw application', 'Authentication Required');
    } else errorToast('Failed to withdraw application');
  }

  return (
    <Button variant="secondary" disabled={isLoading} onClick={() => void run()}>
      Withdraw Application
    </Button>
  );
}
