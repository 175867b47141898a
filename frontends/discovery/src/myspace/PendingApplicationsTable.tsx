import type { ProjectApplication } from '@filmcollab/contracts/projects';
import { Button, showToast } from '@filmcollab/ui';
import { useState } from 'react';
import { useMySpaceDecideApplicationMutation } from '../api/discovery-api';
import { dateText, valueLabel } from '../display/labels';

const CELL = 'border-b border-zinc-800 px-2 py-2 text-left align-top text-sm';

/** The creator's 'Pending Applications' (Applicant, Role, Message, Applied, Actions). */
export function PendingApplicationsTable({
  projectId,
  applications,
}: {
  projectId: string;
  applications: readonly ProjectApplication[];
}) {
  const [decide] = useMySpaceDecideApplicationMutation();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  async function run(application: ProjectApplication, decision: 'accept' | 'reject') {
    if (busy.has(application.id)) return;
    setBusy((current) => new Set(current).add(application.id));
    const result = await decide({ projectId, applicationId: application.id, decision });
    setBusy((current) => {
      const next = new Set(current);
      next.delete(application.id);
      return next;
    });
    if (result.error) {
      showToast({
        title: 'Error',
        description: 'An error occurred while updating the application',
        variant: 'destructive',
      });
      return;
    }
    showToast({
      title: 'Success',
      description: `Application ${decision === 'accept' ? 'accepted' : 'rejected'} successfully`,
    });
  }

  return (
    <section aria-labelledby={`pending-${projectId}`} className="flex flex-col gap-2">
      <h4 id={`pending-${projectId}`} className="text-sm font-semibold">
        Pending Applications
      </h4>
      {applications.length === 0 ? (
        <p className="text-sm text-zinc-400">No pending applications</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse">
            <thead>
              <tr>
                {['Applicant', 'Role', 'Message', 'Applied', 'Actions'].map((heading) => (
                  <th key={heading} scope="col" className={`${CELL} font-semibold`}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {applications.map((application) => {
                const name =
                  application.person.fullName ?? application.person.username ?? 'Anonymous';
                return (
                  <tr key={application.id}>
                    <td className={CELL}>{name}</td>
                    <td className={CELL}>{valueLabel(application.role)}</td>
                    <td className={`${CELL} whitespace-pre-line`}>
                      {application.message || 'No message'}
                    </td>
                    <td className={CELL}>{dateText(application.createdAt)}</td>
                    <td className={CELL}>
                      <div className="flex gap-2">
                        <Button
                          type="button"
                          disabled={busy.has(application.id)}
                          aria-label={`Accept ${name}`}
                          onClick={() => void run(application, 'accept')}
                        >
                          Accept
                        </Button>
                        <Button
                          type="button"
                          variant="secondary"
                          disabled={busy.has(application.id)}
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
    </section>
  );
}
