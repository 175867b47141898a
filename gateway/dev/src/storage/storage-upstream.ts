/** Where the object store (s3rver) listens, and how object paths are written for it. */
export class StorageUpstream {
  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  address(): { host: string; port: number } {
    return { host: this.host, port: this.port };
  }

  objectPath(bucket: string, key: string): string {
    return `/${encodeURIComponent(bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }
}
