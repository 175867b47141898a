import {
  PROJECT_LIMITS,
  ProjectsErrors,
  REQUIRED_ROLES,
  type RequiredRole,
} from '@filmcollab/contracts/projects';
import { Button, FormMessage, SelectField } from '@filmcollab/ui';
import { Dialog } from '@filmcollab/ui/dialog';
import { errorMessage, hasErrorCode, skipToken } from '@filmcollab/web-kit';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useApplyMutation, useProjectDetailQuery } from '../api/projects-api';
import { isUnauthorized } from '../common/is-unauthorized';
import { TextAreaField } from '../common/TextAreaField';
import { errorToast, successToast } from '../common/toasts';
import { roleLabel } from '../display/labels';

export interface ApplyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: string;
  /** The roles offered: the project's required roles, or every role when it lists none. */
  roles: readonly RequiredRole[];
  /** Applying to an opportunity: its role is chosen and its id sent. */
  opportunity?: { id: string; role: RequiredRole };
}

/** Tells the applicant why the server refused, by error code (spec 03 §8). */
function refusalToast(error: unknown): void {
  if (hasErrorCode(error, ProjectsErrors.ALREADY_APPLIED)) {
    errorToast('You have already applied to this project.', 'Already Applied');
  } else if (hasErrorCode(error, ProjectsErrors.CANNOT_APPLY_TO_OWN_PROJECT)) {
    errorToast('You cannot apply to your own project', 'Cannot Apply');
  } else if (
    hasErrorCode(error, ProjectsErrors.ALREADY_MEMBER) ||
    hasErrorCode(error, ProjectsErrors.PROJECT_NOT_OPEN) ||
    hasErrorCode(error, ProjectsErrors.OPPORTUNITY_NOT_FOUND)
  ) {
    errorToast(errorMessage(error, 'Failed to submit application'), 'Cannot Apply');
  } else if (isUnauthorized(error)) {
    errorToast('You must be logged in to apply', 'Authentication Required');
  } else {
    errorToast('Failed to submit application');
  }
}

/** Shown when the dialog has no project to apply to (spec 03 §8, the dialog's alerts). */
const NO_HANDLER_MESSAGE = 'Application submit handler is not available. Please contact support.';

/**
 * 'Apply to Join Project': a role (required) and an optional message. While open, the project's
 * detail says whether the viewer already applied (the project page has it cached already).
 */
export function ApplyDialog({
  open,
  onOpenChange,
  projectId,
  roles,
  opportunity,
}: ApplyDialogProps) {
  const [role, setRole] = useState<string>(opportunity?.role ?? '');
  const [message, setMessage] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [apply, { isLoading }] = useApplyMutation();
  const { isError: checkFailed } = useProjectDetailQuery(open && projectId ? projectId : skipToken);
  // Set before the first await: a second click in the same tick sends nothing.
  const submitting = useRef(false);
  const offered = opportunity ? [opportunity.role] : roles.length ? roles : REQUIRED_ROLES;

  function close(next: boolean) {
    if (!next) {
      setRole(opportunity?.role ?? '');
      setMessage('');
      setFailed(null);
    }
    onOpenChange(next);
  }

  useEffect(() => {
    if (open && checkFailed) errorToast('Error checking for existing application');
  }, [open, checkFailed]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!role || submitting.current) return;
    if (!projectId) {
      setFailed(NO_HANDLER_MESSAGE);
      return;
    }
    submitting.current = true;
    setFailed(null);
    const result = await apply({
      projectId,
      body: {
        role: role as RequiredRole,
        message,
        ...(opportunity ? { opportunityId: opportunity.id } : {}),
      },
    });
    submitting.current = false;
    if (result.error) {
      refusalToast(result.error);
      setFailed('An error occurred while submitting your application.');
      return;
    }
    successToast('Application Submitted', 'Your application has been sent to the project owner');
    setSubmitted(true);
    close(false);
  }

  return (
    <>
      {submitted && (
        <p role="status" className="text-sm text-emerald-300">
          Application submitted successfully!
        </p>
      )}
      <Dialog open={open} onOpenChange={close} title="Apply to Join Project" scope="projects">
        <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <SelectField
            id="apply-role"
            label="Role"
            value={role}
            onValueChange={setRole}
            options={offered.map((value) => ({ value, label: roleLabel(value) }))}
            placeholder="Select a role"
            required
            disabled={Boolean(opportunity)}
          />
          <TextAreaField
            id="apply-message"
            label="Message (optional)"
            value={message}
            onValueChange={setMessage}
            maxLength={PROJECT_LIMITS.applicationMessage}
            placeholder="Tell the project owner why you'd be a great fit"
          />
          {failed && <FormMessage tone="error">{failed}</FormMessage>}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!role || isLoading}>
              {isLoading ? 'Submitting…' : 'Submit Application'}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
