import { Card, CardTitle, Spinner } from '@filmcollab/ui';

/**
 * Where identity's account card goes until it loads: the card's own loading state
 * (identity's `WhoAmICard`: keep the two alike), the same size, so the hub below does not move
 * when the card arrives.
 */
export function AccountCardPlaceholder() {
  return (
    <Card>
      <CardTitle>Your account</CardTitle>
      <div className="flex min-h-8 items-center">
        <Spinner inline label="Loading your account…" />
      </div>
    </Card>
  );
}
