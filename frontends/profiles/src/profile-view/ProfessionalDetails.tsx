import type { Profile } from '@filmcollab/contracts/profiles';
import { Card, CardTitle } from '@filmcollab/ui';
import { titleCase, yearsText } from '../display/text-format';

const NOT_SPECIFIED = 'Not specified';

function listText(values: string[]): string {
  return values.length > 0 ? values.join(', ') : NOT_SPECIFIED;
}

export function ProfessionalDetails({ profile }: { profile: Profile }) {
  const rows = [
    {
      label: 'Experience',
      value: profile.yearsExperience === null ? NOT_SPECIFIED : yearsText(profile.yearsExperience),
    },
    { label: 'Rate', value: profile.hourlyRate ?? NOT_SPECIFIED },
    { label: 'Additional Roles', value: listText(profile.secondaryRoles.map(titleCase)) },
    { label: 'Equipment', value: listText(profile.equipmentOwned) },
    { label: 'Preferred Genres', value: listText(profile.preferredGenres) },
  ];
  return (
    <Card>
      <CardTitle>Professional Details</CardTitle>
      <dl className="grid gap-3 sm:grid-cols-2">
        {rows.map(({ label, value }) => (
          <div key={label}>
            <dt className="text-sm text-zinc-400">{label}</dt>
            <dd data-testid={`detail-${label}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
