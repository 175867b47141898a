import { mkdirSync } from 'node:fs';
import path from 'node:path';
import S3rver from 's3rver';
import { BUCKETS, S3_CREDENTIALS } from '../config';
import { gatewayOrigin } from '../service-env';
import type { Component, Endpoint, StackContext } from './component';

/**
 * Browsers PUT files with presigned URLs straight to the object store and read the ETag
 * back, so every bucket allows the gateway's origin.
 */
export function corsConfiguration(origins: string[]): string {
  const allowed = origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('');
  return [
    '<CORSConfiguration>',
    '<CORSRule>',
    allowed,
    '<AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>',
    '<AllowedHeader>*</AllowedHeader>',
    '<ExposeHeader>ETag</ExposeHeader>',
    '<MaxAgeSeconds>3000</MaxAgeSeconds>',
    '</CORSRule>',
    '</CORSConfiguration>',
  ].join('');
}

/** s3rver in the runner's own process; objects under <dataDir>/s3. */
export class S3Component implements Component {
  readonly name = 's3';
  private server: S3rver | undefined;

  constructor(private readonly ctx: StackContext) {}

  async start(): Promise<void> {
    const { dataDir, ports } = this.ctx.options;
    const directory = path.join(dataDir, 's3');
    mkdirSync(directory, { recursive: true });
    const origin = gatewayOrigin(ports);
    const cors = corsConfiguration([origin, origin.replace('localhost', '127.0.0.1')]);
    const server = new S3rver({
      address: '127.0.0.1',
      port: ports.s3,
      directory,
      silent: true,
      configureBuckets: BUCKETS.map((name) => ({ name, configs: [cors] })),
    });
    await server.run();
    this.server = server;
    this.ctx.output.write(`${this.ctx.prefix(this.name)} buckets ready: ${BUCKETS.join(', ')}\n`);
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await server.close();
  }

  endpoints(): Endpoint[] {
    const { accessKey, secretKey } = S3_CREDENTIALS;
    return [
      {
        what: 'S3 (s3rver)',
        where: `http://localhost:${this.ctx.options.ports.s3}  (key ${accessKey} / secret ${secretKey})`,
      },
    ];
  }
}
