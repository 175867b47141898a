import { ProjectsErrors } from '@filmcollab/contracts/projects';
import { Button } from '@filmcollab/ui';
import { hasErrorCode } from '@filmcollab/web-kit';
import { useState } from 'react';
import { useLeaveProjectMutation } from '../api/projects-api';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { isUnauthorized } from '../common/is-unauthorized';
import { errorToast, successToast } from '../common/toasts';

/** Leave Project (non-creator member), after a confirmation. */
export function LeaveProjectButton({ projectId }: { projectId: string }) {
  const [confirming, setConfirming] = useState(false);
  const [leave, { isLoading }] = useLeaveProjectMutation();

  async function confirm() {
    const result = await leave(projectId);
    setConfirming(false);
    if (!result.error) successToast('Left Project', 'You have successfully left the project');
    else if (hasErrorCode(result.error, ProjectsErrors.MEMBERSHIP_NOT_FOUND)) {
      errorToast('Could not find your membership record');
    } else if (isUnauthorized(result.error)) {
      errorToast('Please sign in to leave project');
    } else errorToast('Failed to leave project');
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Leave Project
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Leave Project"
        description="You will no longer be a member of this project."
        confirmLabel="Leave"
        busy={isLoading}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
