import { z } from 'zod';
import type { GatewayPlugin, HeaderWriter, PluginExit, RequestContext } from './gateway-plugin';
import { parsePluginConfig } from './plugin-config-error';

const PERIODS = ['second', 'minute', 'hour', 'day', 'month', 'year'] as const;
type Period = (typeof PERIODS)[number];

const limit = z.number().positive().optional();
const RateLimitingConfigSchema = z
  .object({
    second: limit,
    minute: limit,
    hour: limit,
    day: limit,
    month: limit,
    year: limit,
    limit_by: z
      .enum(['consumer', 'credential', 'ip', 'service', 'header', 'path', 'consumer-group'])
      .default('consumer'),
    header_name: z.string().optional(),
    path: z.string().optional(),
    // Only one gateway process runs in the embedded stack, so every policy counts locally.
    policy: z.enum(['local', 'cluster', 'redis']).default('local'),
    fault_tolerant: z.boolean().default(true),
    hide_client_headers: z.boolean().default(false),
    error_code: z.number().int().default(429),
    error_message: z.string().default('API rate limit exceeded'),
    redis: z.unknown().optional(),
    sync_rate: z.number().optional(),
  })
  .refine((config) => PERIODS.some((period) => config[period] !== undefined), {
    message: 'set at least one limit (second, minute, hour, day, month or year)',
  });
type RateLimitingConfig = z.infer<typeof RateLimitingConfigSchema>;

interface Window {
  start: number;
  count: number;
}

interface Usage {
  period: Period;
  limit: number;
  remaining: number;
  resetSeconds: number;
}

const HEADER_PERIOD: Record<Period, string> = {
  second: 'Second',
  minute: 'Minute',
  hour: 'Hour',
  day: 'Day',
  month: 'Month',
  year: 'Year',
};

const HEADERS_STATE = 'rate-limiting.headers';

/**
 * Kong's rate-limiting with the local policy: fixed windows aligned on the clock (a minute window
 * starts at :00), one counter set per plugin instance and client identifier.
 */
export class RateLimitingPlugin implements GatewayPlugin {
  readonly name = 'rate-limiting';
  readonly priority = 910;
  private readonly config: RateLimitingConfig;
  private readonly limits: [Period, number][];
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(
    config: unknown,
    private readonly now: () => number = Date.now,
  ) {
    this.config = parsePluginConfig(this.name, RateLimitingConfigSchema, config);
    this.limits = PERIODS.flatMap((period) => {
      const value = this.config[period];
      return value === undefined ? [] : [[period, value] as [Period, number]];
    });
  }

  access(ctx: RequestContext): PluginExit | undefined {
    const now = this.now();
    this.sweep(now);
    const identifier = this.identifier(ctx);
    const usages: Usage[] = this.limits.map(([period, limitValue]) => {
      const start = windowStart(period, now);
      const window = this.windows.get(`${identifier}|${period}`);
      const count = window && window.start === start ? window.count : 0;
      return {
        period,
        limit: limitValue,
        remaining: limitValue - count,
        resetSeconds: Math.max(1, Math.ceil((windowEnd(period, start) - now) / 1000)),
      };
    });
    const exceeded = usages.find((usage) => usage.remaining <= 0);
    const headers = this.config.hide_client_headers ? {} : clientHeaders(usages, exceeded);

    if (exceeded) {
      headers['Retry-After'] = String(exceeded.resetSeconds);
      return {
        status: this.config.error_code,
        body: { message: this.config.error_message },
        headers,
      };
    }
    for (const [period] of this.limits)
      this.count(`${identifier}|${period}`, windowStart(period, now));
    ctx.state.set(HEADERS_STATE, headers);
    return undefined;
  }

  headerFilter(ctx: RequestContext, writer: HeaderWriter): void {
    const headers = ctx.state.get(HEADERS_STATE) as Record<string, string> | undefined;
    for (const [name, value] of Object.entries(headers ?? {})) writer.set(name, value);
  }

  private identifier(ctx: RequestContext): string {
    switch (this.config.limit_by) {
      case 'service':
        return `service:${ctx.route?.service.name ?? ''}`;
      case 'path':
        return `path:${this.config.path ?? ''}`;
      case 'header': {
        const value = this.config.header_name
          ? ctx.req.headers[this.config.header_name.toLowerCase()]
          : undefined;
        return typeof value === 'string' ? `header:${value}` : `ip:${ctx.clientIp}`;
      }
      default:
        // No consumers or credentials exist here: Kong then falls back to the client IP.
        return `ip:${ctx.clientIp}`;
    }
  }

  private count(key: string, start: number): void {
    const window = this.windows.get(key);
    if (window && window.start === start) window.count += 1;
    else this.windows.set(key, { start, count: 1 });
  }

  /** Drops finished windows now and then, so memory follows the active clients only. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) {
      const period = key.slice(key.lastIndexOf('|') + 1) as Period;
      if (windowEnd(period, window.start) <= now) this.windows.delete(key);
    }
  }
}

function clientHeaders(usages: Usage[], exceeded: Usage | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  let tightest: { limit: number; remaining: number; reset: number } | undefined;
  for (const usage of usages) {
    // The current request counts against the limits unless another period already refused it.
    const spent = !exceeded || exceeded === usage ? 1 : 0;
    const remaining = Math.max(0, usage.remaining - spent);
    headers[`X-RateLimit-Limit-${HEADER_PERIOD[usage.period]}`] = String(usage.limit);
    headers[`X-RateLimit-Remaining-${HEADER_PERIOD[usage.period]}`] = String(remaining);
    if (!tightest || remaining < tightest.remaining) {
      tightest = { limit: usage.limit, remaining, reset: usage.resetSeconds };
    }
  }
  if (tightest) {
    headers['RateLimit-Limit'] = String(tightest.limit);
    headers['RateLimit-Remaining'] = String(tightest.remaining);
    headers['RateLimit-Reset'] = String(tightest.reset);
  }
  return headers;
}

const FIXED_MS: Partial<Record<Period, number>> = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
};

function windowStart(period: Period, now: number): number {
  const fixed = FIXED_MS[period];
  if (fixed) return now - (now % fixed);
  const date = new Date(now);
  return period === 'month'
    ? Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)
    : Date.UTC(date.getUTCFullYear(), 0, 1);
}

function windowEnd(period: Period, start: number): number {
  const fixed = FIXED_MS[period];
  if (fixed) return start + fixed;
  const date = new Date(start);
  return period === 'month'
    ? Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)
    : Date.UTC(date.getUTCFullYear() + 1, 0, 1);
}
