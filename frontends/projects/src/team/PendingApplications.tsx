import type { ProjectApplication } from '@filmcollab/contracts/projects';
import { Button, Card, CardTitle } from '@filmcollab/ui';
import { useRef, useState } from 'react';
import { useDecideApplicationMutation } from '../api/projects-api';
import { errorToast, successToast } from '../common/toasts';
import { dateText } from '../display/dates';
import { roleLabel } from '../display/labels';
import { personName } from '../display/person';
import { PersonLink } from './PersonLink';
import { decisionFailureText } from './decision-failure-text';
import { CELL_CLASSES, HEAD_CELL_CLASSES, TABLE_CLASSES } from './table-classes';

/** The creator's pending applications with Accept and Reject (spec 03 §2 Team Management). */
export function PendingApplications({
  projectId,
  applications,
}: {
  projectId: string;
  applications: readonly ProjectApplication[];
}) {
  const [decide] = useDecideApplicationMutation();
  // A row is busy from the first click until the refreshed list drops it (decided) or the
  // decision failed: a double-click cannot send two decisions.
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const claimed = useRef(new Set<string>());

  function release(id: string) {
    claimed.current.delete(id);
    setBusy((current) => {
      const next = new Set(current);
      next.delete(id);
      return next;
    });
  }

  async function run(application: ProjectApplication, decision: 'accept' | 'reject') {
    if (!projectId) {
      errorToast('Project ID required to update application');
      return;
    }
    if (claimed.current.has(application.id)) return;
    claimed.current.add(application.id);
    setBusy((current) => new Set(current).add(application.id));
    const result = await decide({ projectId, applicationId: application.id, decision });
    if (result.error) {
      release(application.id);
      errorToast(decisionFailureText(result.error));
      return;
    }
    successToast(
      'Success',
      `Application ${decision === 'accept' ? 'accepted' : 'rejected'} successfully`,
    );
  }

  return (
    <Card>
      <CardTitle>Pending Applications</CardTitle>
      {applications.length === 0 ? (
        <p className="text-sm text-zinc-400">No pending applications</p>
      ) : (
        <div className="overflow-x-auto">
          <table className={TABLE_CLASSES}>
            <thead>
              <tr>
                <th className={HEAD_CELL_CLASSES}>Applicant</th>
                <th className={HEAD_CELL_CLASSES}>Role</th>
                <th className={HEAD_CELL_CLASSES}>Message</th>
                <th className={HEAD_CELL_CLASSES}>Applied</th>
                <th className={HEAD_CELL_CLASSES}>Actions</th>
              </tr>
            </thead>
            <tbody>
              {applications.map((application) => {
                const name = personName(application.person);
                const rowBusy = busy.has(application.id);
                return (
                  <tr key={application.id}>
                    <td className={CELL_CLASSES}>
                      <PersonLink person={application.person} />
                    </td>
                    <td className={CELL_CLASSES}>{roleLabel(application.role)}</td>
                    <td className={`${CELL_CLASSES} whitespace-pre-line text-zinc-300`}>
                      {application.message || 'No message'}
                    </td>
                    <td className={CELL_CLASSES}>{dateText(application.createdAt)}</td>
                    <td className={CELL_CLASSES}>
                      <div className="flex gap-2">
                        <Button
                          disabled={rowBusy}
                          aria-label={`Accept ${name}`}
                          onClick={() => void run(application, 'accept')}
                        >
                          Accept
                        </Button>
                        <Button
                          variant="secondary"
                          disabled={rowBusy}
                          aria-label={`Reject ${name}`}
                          onClick={() => void run(application, 'reject')}
                        >
                          Reject
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
