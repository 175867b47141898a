/** Where the object store (s3rver) listens, and how object paths are written for it. */
export class StorageUpstream {
  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  address(): { host: string; port: number } {
    return { host: this.host, port: this.port };
  }

  /** The `Host` a forwarded request carries, as Kong sends the upstream's own host and port. */
  hostHeader(): string {
    const host = this.host.includes(':') ? `[${this.host}]` : this.host;
    return this.port === 80 ? host : `${host}:${this.port}`;
  }

  /**
   * `/<bucket>/<key>` in S3's URI encoding (only unreserved characters and `/` kept): also the
   * canonical path a request signature covers.
   */
  objectPath(bucket: string, key: string): string {
    return `/${uriEncode(bucket)}/${key.split('/').map(uriEncode).join('/')}`;
  }
}

function uriEncode(segment: string): string {
  return encodeURIComponent(segment).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
