import { z } from 'zod';

/** A plugin's config in gateway/kong.yml is invalid or uses an option the dev gateway cannot apply. */
export class PluginConfigError extends Error {
  constructor(plugin: string, error: z.ZodError) {
    super(`plugin ${plugin}: invalid config:\n${z.prettifyError(error)}`);
    this.name = 'PluginConfigError';
  }
}

export function parsePluginConfig<T extends z.ZodType>(
  plugin: string,
  schema: T,
  config: unknown,
): z.infer<T> {
  const parsed = schema.safeParse(config);
  if (!parsed.success) throw new PluginConfigError(plugin, parsed.error);
  return parsed.data;
}
