import type { ProjectDetail } from '@filmcollab/contracts/projects';
import { Card, CardTitle } from '@filmcollab/ui';
import { useState } from 'react';
import { dateText } from '../display/dates';
import { roleLabel } from '../display/labels';
import { PersonLink } from './PersonLink';
import { RemoveMemberButton } from './RemoveMemberButton';
import { CELL_CLASSES, HEAD_CELL_CLASSES, TABLE_CLASSES } from './table-classes';

/**
 * Project Members: the creator first and marked Creator, then by join date (the server's order,
 * kept stable here); the creator may remove anyone but themselves.
 */
export function MembersTable({ detail }: { detail: ProjectDetail }) {
  const isCreator = detail.viewer.relation === 'creator';
  const [removed, setRemoved] = useState<string | null>(null);
  const members = [...detail.members].sort(
    (a, b) => Number(b.isCreator) - Number(a.isCreator) || a.joinedAt.localeCompare(b.joinedAt),
  );
  return (
    <Card>
      <CardTitle>Project Members</CardTitle>
      <p role="status" className="text-sm text-emerald-300 empty:hidden">
        {removed && `${removed} removed from project`}
      </p>
      <div className="overflow-x-auto">
        <table className={TABLE_CLASSES}>
          <thead>
            <tr>
              <th className={HEAD_CELL_CLASSES}>Member</th>
              <th className={HEAD_CELL_CLASSES}>Role</th>
              <th className={HEAD_CELL_CLASSES}>Joined</th>
              {isCreator && <th className={HEAD_CELL_CLASSES}>Actions</th>}
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.id}>
                <td className={CELL_CLASSES}>
                  <span className="flex flex-wrap items-center gap-2">
                    <PersonLink person={member.person} />
                    {member.isCreator && (
                      <span className="rounded-full bg-amber-500/15 px-2 py-0.5 text-xs text-amber-300">
                        Creator
                      </span>
                    )}
                  </span>
                </td>
                <td className={CELL_CLASSES}>{roleLabel(member.role)}</td>
                <td className={CELL_CLASSES}>{dateText(member.joinedAt)}</td>
                {isCreator && (
                  <td className={CELL_CLASSES}>
                    {!member.isCreator && (
                      <RemoveMemberButton
                        projectId={detail.project.id}
                        member={member}
                        onRemoved={setRemoved}
                      />
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
