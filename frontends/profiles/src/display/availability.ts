import { AVAILABILITY_STATUSES, type AvailabilityStatus } from '@filmcollab/contracts/profiles';

/**
 * Spec 01: non-letters stripped, lower-cased; any other or missing value reads as available.
 */
export function normaliseAvailability(value: string | null | undefined): AvailabilityStatus {
  const letters = (value ?? '').replace(/[^A-Za-z]/g, '').toLowerCase();
  return (AVAILABILITY_STATUSES as readonly string[]).includes(letters)
    ? (letters as AvailabilityStatus)
    : 'available';
}

const DOT_CLASSES: Record<AvailabilityStatus, string> = {
  available: 'bg-green-500',
  busy: 'bg-yellow-400',
  unavailable: 'bg-red-500',
};

/** The dot's colour class: available green, busy yellow, unavailable red, anything else grey. */
export function availabilityDotClass(status: string): string {
  return DOT_CLASSES[status as AvailabilityStatus] ?? 'bg-zinc-400';
}
