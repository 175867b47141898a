import type { Profile } from '@filmcollab/contracts/profiles';
import { Card } from '@filmcollab/ui';
import { normaliseAvailability } from '../display/availability';
import { ratingText, titleCase } from '../display/text-format';

export function StatCards({ profile }: { profile: Profile }) {
  const stats = [
    { label: 'Rating', value: ratingText(profile.averageRating) },
    { label: 'Projects', value: String(profile.collaborationCount ?? 0) },
    { label: 'Years Exp', value: String(profile.yearsExperience ?? 0) },
    { label: 'Status', value: titleCase(normaliseAvailability(profile.availabilityStatus)) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {stats.map(({ label, value }) => (
        <Card key={label} className="flex flex-col-reverse items-center gap-1 p-4 text-center">
          <dt className="text-sm text-zinc-400">{label}</dt>
          <dd className="text-2xl font-semibold" data-testid={`stat-${label}`}>
            {value}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
