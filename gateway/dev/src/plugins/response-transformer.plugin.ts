import { z } from 'zod';
import type { GatewayPlugin, HeaderWriter, RequestContext } from './gateway-plugin';
import { parsePluginConfig } from './plugin-config-error';

const headerList = z.array(z.string()).default([]);
/** Body transformations are not emulated: gateway/dev refuses a kong.yml that sets them. */
const noJson = z.array(z.string()).max(0, 'gateway/dev emulates header transformations only');
const ResponseTransformerConfigSchema = z.object({
  remove: z.object({ headers: headerList, json: noJson.optional() }).default({ headers: [] }),
  rename: z.object({ headers: headerList, json: noJson.optional() }).default({ headers: [] }),
  replace: z.object({ headers: headerList, json: noJson.optional() }).default({ headers: [] }),
  add: z.object({ headers: headerList, json: noJson.optional() }).default({ headers: [] }),
  append: z.object({ headers: headerList, json: noJson.optional() }).default({ headers: [] }),
});

/** `Name:value` as Kong splits it: at the first colons, the value as written. */
function nameAndValue(entry: string): [string, string | undefined] {
  const match = /^([^:]+):*(.*)$/s.exec(entry);
  if (!match) return [entry, undefined];
  return [match[1], match[2] === '' ? undefined : match[2]];
}

/**
 * Kong's response-transformer for headers, in Kong's order: remove, rename, replace, add (only
 * when the response has no such header), append.
 */
export class ResponseTransformerPlugin implements GatewayPlugin {
  readonly name = 'response-transformer';
  readonly priority = 800;
  private readonly config: z.infer<typeof ResponseTransformerConfigSchema>;

  constructor(config: unknown) {
    this.config = parsePluginConfig(this.name, ResponseTransformerConfigSchema, config);
  }

  headerFilter(_ctx: RequestContext, headers: HeaderWriter): void {
    for (const entry of this.config.remove.headers) headers.remove(nameAndValue(entry)[0]);
    for (const entry of this.config.rename.headers) {
      const [from, to] = nameAndValue(entry);
      const value = headers.get(from);
      if (value === undefined || !to) continue;
      headers.set(to, value);
      headers.remove(from);
    }
    for (const entry of this.config.replace.headers) {
      const [name, value] = nameAndValue(entry);
      if (value !== undefined && headers.get(name) !== undefined) headers.set(name, value);
    }
    for (const entry of this.config.add.headers) {
      const [name, value] = nameAndValue(entry);
      if (value !== undefined && headers.get(name) === undefined) headers.set(name, value);
    }
    for (const entry of this.config.append.headers) {
      const [name, value] = nameAndValue(entry);
      if (value !== undefined) headers.append(name, value);
    }
  }
}
