import { opportunityExpiryText, type Opportunity } from '@filmcollab/contracts/projects';
import { Button, Card, CardTitle } from '@filmcollab/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useProjectOpportunitiesQuery, useWithdrawOpportunityMutation } from '../api/projects-api';
import { errorToast, successToast } from '../common/toasts';
import { CATEGORY_LABELS, roleLabel } from '../display/labels';

/**
 * The project's live opportunities (anyone may see them); the creator withdraws them here and
 * posts them from Quick Actions. Hidden from others while there are none.
 */
export function ProjectOpportunities({
  projectId,
  isCreator,
}: {
  projectId: string;
  isCreator: boolean;
}) {
  const { data: opportunities, isError } = useProjectOpportunitiesQuery(projectId);
  const [withdraw] = useWithdrawOpportunityMutation();
  const [withdrawing, setWithdrawing] = useState<string | null>(null);

  async function takeDown(opportunity: Opportunity) {
    setWithdrawing(opportunity.id);
    const result = await withdraw(opportunity.id);
    setWithdrawing(null);
    if (result.error) errorToast('Failed to withdraw opportunity');
    else successToast('Opportunity Withdrawn', `${opportunity.title} is no longer listed`);
  }

  if (isError || !opportunities || (!opportunities.length && !isCreator)) return null;
  const now = new Date();
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle className="mb-0">Open Opportunities</CardTitle>
      {!opportunities.length ? (
        <p className="text-sm text-zinc-400">
          No open opportunities. Post one from Quick Actions to find cast and crew.
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {opportunities.map((opportunity) => (
            <li
              key={opportunity.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-zinc-700 p-3 text-sm"
            >
              <div className="flex flex-col gap-0.5">
                <Link
                  to={`/requirements/${encodeURIComponent(opportunity.id)}`}
                  className="font-medium text-amber-400 hover:underline"
                >
                  {opportunity.title}
                </Link>
                <span className="text-zinc-400">
                  {`${CATEGORY_LABELS[opportunity.category]} · ${roleLabel(opportunity.role)} · ${opportunityExpiryText(opportunity.expiresAt, now)}`}
                </span>
              </div>
              {isCreator && (
                <Button
                  variant="secondary"
                  disabled={withdrawing === opportunity.id}
                  aria-label={`Withdraw ${opportunity.title}`}
                  onClick={() => void takeDown(opportunity)}
                >
                  Withdraw
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
