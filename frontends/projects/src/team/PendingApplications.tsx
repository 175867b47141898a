import type { ProjectApplication } from '@filmcollab/contracts';
import { Button, Card, CardTitle } from '@filmcollab/ui';
import { useRef, useState } from 'react';
import { useDecideApplicationMutation } from '../api/projects-api';
import { errorToast, successToast } from '../common/toasts';
import { dateText } from '../display/dates';
import { roleLabel } from '../display/labels';
import { personName } from '../display/person';
import { PersonLink } from './PersonLink';
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
  // One decision at a time per row: a double-click cannot send two.
  const [deciding, setDeciding] = useState<ReadonlySet<string>>(new Set());
  const inFlight = useRef(new Set<string>());

  async function run(application: ProjectApplication, decision: 'accept' | 'reject') {
    if (inFlight.current.has(application.id)) return;
    inFlight.current.add(application.id);
    setDeciding((current) => new Set(current).add(application.id));
    const result = await decide({ projectId, applicationId: application.id, decision });
    inFlight.current.delete(application.id);
    setDeciding((current) => {
      const next = new Set(current);
      next.delete(application.id);
      return next;
    });
    if (result.error) errorToast('An error occurred while updating the application');
    else
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
                const busy = deciding.has(application.id);
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
                          disabled={busy}
                          aria-label={`Accept ${name}`}
                          onClick={() => void run(application, 'accept')}
                        >
                          Accept
                        </Button>
                        <Button
                          variant="secondary"
                          disabled={busy}
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
