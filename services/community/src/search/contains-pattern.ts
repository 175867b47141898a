import { escapeRegex } from '@filmcollab/service-kit';

/** A user's text as a `$regex` matching it anywhere (special characters escaped). */
export function containsPattern(text: string): RegExp {
  return new RegExp(escapeRegex(text));
}

/** A user's text as a `$regex` matching values that start with it. */
export function prefixPattern(text: string): RegExp {
  return new RegExp(`^${escapeRegex(text)}`);
}
