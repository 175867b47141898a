/** One request of the fuzz pass and, when the document says it is invalid, why. */
export interface RequestCase {
  /** What was varied, for the report. */
  label: string;
  /** Path and query string. */
  url: string;
  contentType?: string;
  body?: string;
  invalidBecause?: string;
}
