import type { VipClaimListResponse } from '@filmcollab/contracts/contest';

const cell = (value: string | null) => `"${(value ?? '').replace(/"/g, '""')}"`;

/** The VIP list as CSV (one claim a line, oldest first), for the operator's download. */
export function vipCsv({ claims }: VipClaimListResponse): string {
  const header = 'claimed_at,user_id,user_email,session_id,feature_name';
  const rows = claims.map((c) =>
    [c.claimedAt, c.userId, c.userEmail, c.sessionId, c.featureName].map(cell).join(','),
  );
  return [header, ...rows].join('\n') + '\n';
}
