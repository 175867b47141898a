import type { Person } from '@filmcollab/contracts/projects';
import { Link } from 'react-router';
import { personName } from '../display/person';

/** A person's name linking to their profile. */
export function PersonLink({ person }: { person: Person }) {
  return (
    <Link
      to={`/profile/${encodeURIComponent(person.id)}`}
      className="font-medium text-amber-400 hover:underline"
    >
      {personName(person)}
    </Link>
  );
}
