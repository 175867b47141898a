import type { ProjectDetail } from '@filmcollab/contracts/projects';
import { dateText } from '../display/dates';
import { roleLabel } from '../display/labels';
import { applicationStatus } from './application-status';

/** 'My Application Status' (spec 02 §2, §4): nothing when the viewer never applied. */
export function ApplicationStatusCard({ viewer }: { viewer: ProjectDetail['viewer'] }) {
  const status = applicationStatus(viewer);
  if (!status) return null;
  return (
    <section
      aria-labelledby="application-status"
      className="flex flex-col gap-1 rounded-md border border-zinc-700 p-3"
    >
      <h3 id="application-status" className="text-sm font-semibold">
        My Application Status
      </h3>
      <p className="text-base font-medium text-amber-300">{status.label}</p>
      <p className="text-sm text-zinc-300">{status.detail}</p>
      <p className="text-xs text-zinc-400">
        {[status.role ? roleLabel(status.role) : null, dateText(status.at)]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </section>
  );
}
