import { opportunityExpiryText } from '@filmcollab/contracts/projects';
import { Button, Card } from '@filmcollab/ui';
import { isNotFound, skipToken, useAuth } from '@filmcollab/web-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useOpportunityQuery } from '../api/projects-api';
import { ApplyDialog } from '../apply/ApplyDialog';
import { errorToast } from '../common/toasts';
import { durationText } from '../display/dates';
import { BUDGET_LABELS, CATEGORY_LABELS, roleLabel } from '../display/labels';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs tracking-wide text-zinc-400 uppercase">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** `/requirements/:id`: one opportunity; 'Apply for this Opportunity' applies to its project. */
export default function OpportunityPage() {
  const { id } = useParams();
  const { user } = useAuth();
  const {
    data: opportunity,
    error,
    isError,
    isLoading,
    refetch,
  } = useOpportunityQuery(id || skipToken);
  const [applying, setApplying] = useState(false);
  const missing = !id || (isError && isNotFound(error));
  const failed = isError && !missing;

  useEffect(() => {
    if (failed) errorToast('Failed to load requirement details');
  }, [failed]);

  let body: ReactNode;
  if (missing) {
    body = (
      <Card className="text-center">
        <h1 className="text-2xl font-semibold">Opportunity not found</h1>
      </Card>
    );
  } else if (failed) {
    body = (
      <Card role="alert" className="flex flex-col items-start gap-3">
        <p>Failed to load requirement details</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </Card>
    );
  } else if (isLoading || !opportunity) {
    body = (
      <div role="status" aria-busy="true" className="h-64 animate-pulse rounded-lg bg-zinc-900">
        <span className="sr-only">Loading opportunity…</span>
      </div>
    );
  } else {
    const expiry = opportunityExpiryText(opportunity.expiresAt, new Date());
    const isOwn = user?.id === opportunity.creatorId;
    const expired =
      opportunity.expiresAt !== null && new Date(opportunity.expiresAt).getTime() <= Date.now();
    body = (
      <Card className="flex flex-col gap-5">
        <span className="text-xs font-medium tracking-wide text-amber-300 uppercase">
          {CATEGORY_LABELS[opportunity.category]}
        </span>
        <h1 className="text-3xl font-bold">{opportunity.title}</h1>
        <p className="text-sm text-zinc-400">
          {'For '}
          <Link
            to={`/project/${encodeURIComponent(opportunity.projectId)}`}
            className="text-amber-400 hover:underline"
          >
            {opportunity.projectTitle}
          </Link>
        </p>
        {opportunity.description && (
          <p className="whitespace-pre-line text-zinc-300">{opportunity.description}</p>
        )}
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail term="Role">{roleLabel(opportunity.role)}</Detail>
          <Detail term="Location">{opportunity.location || 'Not set'}</Detail>
          <Detail term="Duration">
            {opportunity.durationMinutes ? durationText(opportunity.durationMinutes) : 'Not set'}
          </Detail>
          <Detail term="Expiry">{expiry}</Detail>
          <Detail term="Budget range">
            {opportunity.budgetRange ? BUDGET_LABELS[opportunity.budgetRange] : 'Not set'}
          </Detail>
          {opportunity.genre && <Detail term="Genre">{opportunity.genre}</Detail>}
          {opportunity.languages.length > 0 && (
            <Detail term="Languages">{opportunity.languages.join(', ')}</Detail>
          )}
        </dl>
        {isOwn ? (
          <p className="text-sm text-zinc-400">You posted this opportunity.</p>
        ) : expired ? (
          <p className="text-sm text-zinc-400">This opportunity has expired.</p>
        ) : (
          <Button className="self-start" onClick={() => setApplying(true)}>
            Apply for this Opportunity
          </Button>
        )}
        <ApplyDialog
          open={applying}
          onOpenChange={setApplying}
          projectId={opportunity.projectId}
          roles={[opportunity.role]}
          opportunity={{ id: opportunity.id, role: opportunity.role }}
        />
      </Card>
    );
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 p-6">
      <Link to="/requirements" className="text-sm text-amber-400 hover:underline">
        ← Opportunities
      </Link>
      {body}
    </div>
  );
}
