import { z } from 'zod';
import type { GatewayPlugin, HeaderWriter, PluginExit, RequestContext } from './gateway-plugin';
import { parsePluginConfig } from './plugin-config-error';

const CorsConfigSchema = z.object({
  origins: z.array(z.string()).default([]),
  headers: z.array(z.string()).default([]),
  exposed_headers: z.array(z.string()).default([]),
  methods: z.array(z.string()).optional(),
  max_age: z.number().optional(),
  credentials: z.boolean().default(false),
  preflight_continue: z.boolean().default(false),
  private_network: z.boolean().default(false),
});
type CorsConfig = z.infer<typeof CorsConfigSchema>;

const PLAIN_ORIGIN = /^[A-Za-z0-9.:/-]+$/;
const SKIP_RESPONSE_HEADERS = 'cors.preflight-answered';

/** Kong's cors plugin: answers preflights itself and decorates every other response. */
export class CorsPlugin implements GatewayPlugin {
  readonly name = 'cors';
  readonly priority = 2000;
  private readonly config: CorsConfig;
  private readonly allowAll: boolean;
  private readonly matchers: ((origin: string) => boolean)[];

  constructor(config: unknown) {
    this.config = parsePluginConfig(this.name, CorsConfigSchema, config);
    const origins = this.config.origins;
    this.allowAll = origins.length === 0 || origins.includes('*');
    this.matchers = origins
      .filter((entry) => entry !== '*')
      .map((entry) => {
        if (PLAIN_ORIGIN.test(entry)) {
          const allowed = normalizeOrigin(entry);
          return (origin: string) => normalizeOrigin(origin) === allowed;
        }
        // Kong anchors origin regexes at both ends.
        const pattern = new RegExp(`^${entry.replace(/^\^/, '').replace(/\$$/, '')}$`);
        const byHost = !entry.includes(':');
        return (origin: string) => pattern.test(byHost ? hostOf(origin) : normalizeOrigin(origin));
      });
  }

  access(ctx: RequestContext): PluginExit | undefined {
    const origin = header(ctx, 'origin');
    if (ctx.req.method !== 'OPTIONS' || !origin || !header(ctx, 'access-control-request-method')) {
      return undefined;
    }
    ctx.state.set(SKIP_RESPONSE_HEADERS, true);
    if (this.config.preflight_continue) return undefined;

    const headers: Record<string, string> = {};
    Object.assign(headers, this.originHeaders(origin));
    const requested = header(ctx, 'access-control-request-headers');
    if (this.config.headers.length > 0)
      headers['Access-Control-Allow-Headers'] = this.config.headers.join(',');
    else if (requested) headers['Access-Control-Allow-Headers'] = requested;
    headers['Access-Control-Allow-Methods'] = (
      this.config.methods ?? [
        'GET',
        'HEAD',
        'PUT',
        'PATCH',
        'POST',
        'DELETE',
        'OPTIONS',
        'TRACE',
        'CONNECT',
      ]
    ).join(',');
    if (this.config.max_age !== undefined)
      headers['Access-Control-Max-Age'] = String(this.config.max_age);
    if (
      this.config.private_network &&
      header(ctx, 'access-control-request-private-network') === 'true'
    ) {
      headers['Access-Control-Allow-Private-Network'] = 'true';
    }
    return { status: 200, headers };
  }

  headerFilter(ctx: RequestContext, headers: HeaderWriter): void {
    if (ctx.state.get(SKIP_RESPONSE_HEADERS)) return;
    const origin = header(ctx, 'origin');
    if (!origin) return;
    headers.remove('Access-Control-Allow-Origin');
    for (const [name, value] of Object.entries(this.originHeaders(origin))) {
      if (name === 'Vary') headers.append(name, value);
      else headers.set(name, value);
    }
    if (this.config.exposed_headers.length > 0) {
      headers.set('Access-Control-Expose-Headers', this.config.exposed_headers.join(','));
    }
  }

  /** Allow-Origin, Vary and Allow-Credentials for a request from `origin`. */
  private originHeaders(origin: string): Record<string, string> {
    const headers: Record<string, string> = {};
    if (this.allowAll) {
      if (this.config.credentials) {
        // A credentialed answer cannot use '*': Kong reflects the origin instead.
        headers['Access-Control-Allow-Origin'] = origin;
        headers['Vary'] = 'Origin';
        headers['Access-Control-Allow-Credentials'] = 'true';
      } else {
        headers['Access-Control-Allow-Origin'] = '*';
      }
      return headers;
    }
    headers['Vary'] = 'Origin';
    const single = this.config.origins.length === 1 && PLAIN_ORIGIN.test(this.config.origins[0]);
    if (single) headers['Access-Control-Allow-Origin'] = this.config.origins[0];
    else if (this.matchers.some((matches) => matches(origin))) {
      headers['Access-Control-Allow-Origin'] = normalizeOrigin(origin);
    }
    if (this.config.credentials) headers['Access-Control-Allow-Credentials'] = 'true';
    return headers;
  }
}

function header(ctx: RequestContext, name: string): string | undefined {
  const value = ctx.req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** scheme://host[:port] without default ports, as Kong compares origins. */
function normalizeOrigin(origin: string): string {
  try {
    const url = new URL(origin);
    return `${url.protocol}//${url.host}`;
  } catch {
    return origin;
  }
}

function hostOf(origin: string): string {
  try {
    return new URL(origin).hostname;
  } catch {
    return origin;
  }
}
