/** What one kind of upload may be: the rules the signed upload policy and the checks enforce. */
export interface UploadRule {
  /** Accepted media types, each with the extension its storage key gets. */
  readonly contentTypes: Readonly<Record<string, string>>;
  readonly maxBytes: number;
  /** How long the browser may upload; an unconfirmed upload is deleted a grace period later. */
  readonly ttlSeconds: number;
}
