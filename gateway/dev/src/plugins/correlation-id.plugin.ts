import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { GatewayPlugin, HeaderWriter, RequestContext } from './gateway-plugin';
import { parsePluginConfig } from './plugin-config-error';

const CorrelationIdConfigSchema = z.object({
  header_name: z.string().min(1).default('Kong-Request-ID'),
  generator: z
    .enum(['uuid', 'uuid#counter', 'tracker'])
    .default('uuid#counter')
    .refine(
      (generator) => generator !== 'tracker',
      'generator "tracker" is not emulated by gateway/dev',
    ),
  echo_downstream: z.boolean().default(false),
});

/** Kong's correlation-id: keeps the client's id or generates one, sends it upstream, may echo it. */
export class CorrelationIdPlugin implements GatewayPlugin {
  readonly name = 'correlation-id';
  readonly priority = 100001;
  readonly runsBeforeRouting = true;
  private readonly config: z.infer<typeof CorrelationIdConfigSchema>;
  private readonly headerName: string;
  private readonly counterPrefix = randomUUID();
  private counter = 0;

  constructor(config: unknown) {
    this.config = parsePluginConfig(this.name, CorrelationIdConfigSchema, config);
    this.headerName = this.config.header_name.toLowerCase();
  }

  access(ctx: RequestContext): undefined {
    const received = ctx.req.headers[this.headerName];
    const id = typeof received === 'string' && received !== '' ? received : this.generate();
    ctx.req.headers[this.headerName] = id;
    ctx.requestId = id;
    return undefined;
  }

  headerFilter(ctx: RequestContext, headers: HeaderWriter): void {
    if (this.config.echo_downstream && ctx.requestId)
      headers.set(this.config.header_name, ctx.requestId);
  }

  private generate(): string {
    if (this.config.generator === 'uuid') return randomUUID();
    this.counter += 1;
    return `${this.counterPrefix}#${this.counter}`;
  }
}
