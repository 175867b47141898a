import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type S3rver from 's3rver';

export interface ObjectStoreOptions {
  /** Buckets that exist from the start. */
  buckets: string[];
}

/** An s3rver on a free port in a temporary directory (s3rver accepts any signature). */
export class TestObjectStore {
  private constructor(
    /** `http://127.0.0.1:<port>`; objects are at `<url>/<bucket>/<key>`. */
    readonly url: string,
    private readonly server: S3rver,
    private readonly directory: string,
  ) {}

  static async start(options: ObjectStoreOptions): Promise<TestObjectStore> {
    // Loaded lazily: only suites that ask for an object store need s3rver installed.
    const S3rverServer = createRequire(__filename)('s3rver') as typeof S3rver;
    const directory = await mkdtemp(join(tmpdir(), 'filmcollab-s3-'));
    const server = new S3rverServer({
      address: '127.0.0.1',
      port: 0,
      directory,
      silent: true,
      configureBuckets: options.buckets.map((name) => ({ name, configs: [] })),
    });
    const { port } = await server.run();
    return new TestObjectStore(`http://127.0.0.1:${port}`, server, directory);
  }

  async stop(): Promise<void> {
    await this.server.close();
    await rm(this.directory, { recursive: true, force: true });
  }
}
