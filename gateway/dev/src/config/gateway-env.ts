import { resolve } from 'node:path';
import { z } from 'zod';
import type { StorageCredentials } from '../storage/storage-credentials';

/** gateway/dev (this package): src/config and dist/config both sit two levels below it. */
const PACKAGE_ROOT = resolve(__dirname, '..', '..');

export const GatewayEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  /** Unset: every interface (IPv6 and IPv4), so both localhost addresses reach the gateway. */
  HOST: z.string().min(1).optional(),
  KONG_FILE: z
    .string()
    .min(1)
    .default(resolve(PACKAGE_ROOT, '..', 'kong.yml')),
  FRONTENDS_DIR: z
    .string()
    .min(1)
    .default(resolve(PACKAGE_ROOT, '..', '..', 'frontends')),
  GATEWAY_UPSTREAM_HOST: z.string().min(1).default('127.0.0.1'),
  /** The frontends' security headers, the snippet nginx includes in production. */
  FRONTENDS_SECURITY_HEADERS: z
    .string()
    .min(1)
    .default(resolve(PACKAGE_ROOT, '..', '..', 'infra', 'docker', 'security-headers.conf')),
  /** Keycloak's URL when it is not this origin (as the frontends are built with). */
  FILMCOLLAB_IDP_URL: z.url().optional(),
  /** Where browsers reach object storage: presigned uploads and photos. */
  S3_PUBLIC_URL: z.url().optional(),
  /** The object store's key and secret: `/storage` checks upload policies signed with them. */
  S3_ACCESS_KEY: z.string().min(1).default('S3RVER'),
  S3_SECRET_KEY: z.string().min(1).default('S3RVER'),
  S3_REGION: z.string().min(1).default('us-east-1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface GatewayOptions {
  port: number;
  host?: string;
  kongFile: string;
  frontendsDir: string;
  upstreamHost: string;
  securityHeadersFile: string;
  idpUrl?: string;
  storageUrl?: string;
  storageCredentials: StorageCredentials;
  logLevel: z.infer<typeof GatewayEnvSchema>['LOG_LEVEL'];
}

/** The gateway's options from the environment; relative paths are taken from the current directory. */
export function gatewayOptionsFromEnv(env: NodeJS.ProcessEnv): GatewayOptions {
  const parsed = GatewayEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`gateway/dev: invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  const config = parsed.data;
  return {
    port: config.PORT,
    host: config.HOST,
    kongFile: resolve(config.KONG_FILE),
    frontendsDir: resolve(config.FRONTENDS_DIR),
    upstreamHost: config.GATEWAY_UPSTREAM_HOST,
    securityHeadersFile: resolve(config.FRONTENDS_SECURITY_HEADERS),
    idpUrl: config.FILMCOLLAB_IDP_URL,
    storageUrl: config.S3_PUBLIC_URL,
    storageCredentials: {
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      region: config.S3_REGION,
    },
    logLevel: config.LOG_LEVEL,
  };
}
