import type { Person } from '@filmcollab/contracts/projects';

/** The name a person is shown by: full name, else username, else 'Anonymous' (spec 02 §8). */
export function personName(person: Person | null | undefined): string {
  return person?.fullName?.trim() || person?.username || 'Anonymous';
}
