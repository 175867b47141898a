import { z } from 'zod';
import type { GatewayPlugin } from './gateway-plugin';
import { parsePluginConfig } from './plugin-config-error';

/** Marks the one post-function gateway/dev understands; it cannot run Lua in general. */
export const ERROR_ENVELOPE_MARKER = '-- filmcollab:error-envelope';

const ErrorEnvelopeConfigSchema = z.object({
  header_filter: z.array(z.string()).default([]),
  body_filter: z
    .array(z.string())
    .refine((functions) => functions.some((code) => code.includes(ERROR_ENVELOPE_MARKER)), {
      message: `gateway/dev applies only the post-function marked "${ERROR_ENVELOPE_MARKER}"`,
    }),
});

/** `[429] = '{"message":"…","code":"…"}',` lines of the Lua table. */
const ENVELOPE_ENTRY = /\[(\d{3})\]\s*=\s*'(\{[^']*\})'/g;

/**
 * Kong's post-function of gateway/kong.yml that gives the gateway's own error answers the
 * `{ message, code }` envelope: a body without a code, of a status in its table, is replaced by
 * the table's body. The table is read from the Lua, so both gateways answer alike.
 */
export class ErrorEnvelopePlugin implements GatewayPlugin {
  readonly name = 'post-function';
  readonly priority = -1000;
  readonly envelopes: ReadonlyMap<number, Record<string, unknown>>;

  constructor(config: unknown) {
    const parsed = parsePluginConfig(this.name, ErrorEnvelopeConfigSchema, config);
    const code = parsed.body_filter.find((candidate) => candidate.includes(ERROR_ENVELOPE_MARKER));
    this.envelopes = new Map(
      [...(code ?? '').matchAll(ENVELOPE_ENTRY)].map(([, status, body]) => [
        Number(status),
        JSON.parse(body) as Record<string, unknown>,
      ]),
    );
  }

  exitBody(
    status: number,
    body: Record<string, unknown> | undefined,
  ): Record<string, unknown> | undefined {
    const envelope = this.envelopes.get(status);
    if (!envelope || (body !== undefined && 'code' in body)) return body;
    return envelope;
  }
}
