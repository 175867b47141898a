/** At most `max` attempts of one kind per subject within each fixed window of `windowSeconds`. */
export interface RateLimit {
  name: string;
  max: number;
  windowSeconds: number;
}
