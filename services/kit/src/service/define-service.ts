import { type EventDefinition, SERVICE_REGISTRY, type ServiceName } from '@filmcollab/contracts';
import type { z } from 'zod';
import type { BaseConfig, ConfigExtension } from '../config/service-config';

export interface ServiceDefinition<TConfig extends ConfigExtension = ConfigExtension> {
  /** `identity`, `profiles`, …: URL prefix `/api/<name>`, database, NATS queue group, consumer prefix. */
  readonly name: ServiceName;
  /** The embedded-default port from the contracts' service registry (`PORT` overrides it). */
  readonly port: number;
  /** One sentence for the OpenAPI document. */
  readonly description: string;
  /** Service-specific variables, merged into `baseConfigSchema`. */
  readonly configSchema?: TConfig;
  /** Routes served outside `/api/<name>`, e.g. `['realms/*path']`. */
  readonly prefixExclude: readonly string[];
  /** The events this service owns: its stream is declared with exactly these subjects. */
  readonly publishes: readonly EventDefinition[];
}

export interface ServiceDefinitionInput<TConfig extends ConfigExtension> {
  name: ServiceName;
  description: string;
  configSchema?: TConfig;
  prefixExclude?: string[];
  publishes?: readonly EventDefinition[];
}

/** The validated configuration of a defined service: `ConfigOf<typeof profilesService>`. */
export type ConfigOf<D extends ServiceDefinition> =
  D extends ServiceDefinition<infer TConfig> ? BaseConfig & z.infer<TConfig> : BaseConfig;

/**
 * A service's one definition, used by its `main.ts`, its `AppModule` and its test harness:
 * `export const profilesService = defineService({ name: 'profiles', description, configSchema, publishes })`.
 */
export function defineService<TConfig extends ConfigExtension = ConfigExtension>(
  input: ServiceDefinitionInput<TConfig>,
): ServiceDefinition<TConfig> {
  const foreign = (input.publishes ?? []).filter((event) => event.domain !== input.name);
  if (foreign.length) {
    throw new Error(
      `${input.name} cannot publish ${foreign.map((event) => event.subject).join(', ')}: a service publishes only its own domain's events`,
    );
  }
  return {
    name: input.name,
    port: SERVICE_REGISTRY[input.name].port,
    description: input.description,
    configSchema: input.configSchema,
    prefixExclude: input.prefixExclude ?? [],
    publishes: input.publishes ?? [],
  };
}
