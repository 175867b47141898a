/**
 * A browser-based upload (S3 POST policy): post a multipart form with `fields`, then the file as
 * the last field `file`, to `url`. The signed policy pins the key, the content type and the size.
 */
export interface UploadTicket {
  url: string;
  method: 'POST';
  fields: Record<string, string>;
  key: string;
  expiresInSeconds: number;
}
