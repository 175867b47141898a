import { ProjectsErrors, type ProjectMember } from '@filmcollab/contracts/projects';
import { Button } from '@filmcollab/ui';
import { hasErrorCode } from '@filmcollab/web-kit';
import { useState } from 'react';
import { useRemoveMemberMutation } from '../api/projects-api';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { errorToast, successToast } from '../common/toasts';
import { personName } from '../display/person';

/**
 * Remove (creator only), after a confirmation; toasts from spec 03 §8. The row goes with the
 * member, so `onRemoved` lets the table say '{name} removed from project' where it stays.
 */
export function RemoveMemberButton({
  projectId,
  member,
  onRemoved,
}: {
  projectId: string;
  member: ProjectMember;
  onRemoved: (name: string) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [remove, { isLoading }] = useRemoveMemberMutation();
  const name = personName(member.person);

  async function confirm() {
    const result = await remove({ projectId, userId: member.userId });
    setConfirming(false);
    if (!result.error) {
      successToast('Success', `${name} has been removed from the project`);
      onRemoved(name);
    } else if (hasErrorCode(result.error, ProjectsErrors.NOT_PROJECT_CREATOR)) {
      errorToast('Only project creators can remove members', 'Unauthorized');
    } else if (hasErrorCode(result.error, ProjectsErrors.MEMBER_NOT_FOUND)) {
      errorToast('Member not found');
    } else errorToast('Failed to remove member');
  }

  return (
    <>
      <Button variant="secondary" aria-label={`Remove ${name}`} onClick={() => setConfirming(true)}>
        Remove
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${name}?`}
        description={`${name} will no longer be a member of this project.`}
        confirmLabel="Remove"
        busy={isLoading}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
