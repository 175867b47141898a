import type { PluginDefinition, RouteDefinition } from '../kong/gateway-definition';
import { CorrelationIdPlugin } from './correlation-id.plugin';
import { CorsPlugin } from './cors.plugin';
import { ErrorEnvelopePlugin } from './error-envelope.plugin';
import type { GatewayPlugin } from './gateway-plugin';
import { RateLimitingPlugin } from './rate-limiting.plugin';
import { RequestSizeLimitingPlugin } from './request-size-limiting.plugin';
import { ResponseTransformerPlugin } from './response-transformer.plugin';

const FACTORIES: Record<string, (config: unknown) => GatewayPlugin> = {
  'correlation-id': (config) => new CorrelationIdPlugin(config),
  cors: (config) => new CorsPlugin(config),
  'post-function': (config) => new ErrorEnvelopePlugin(config),
  'rate-limiting': (config) => new RateLimitingPlugin(config),
  'request-size-limiting': (config) => new RequestSizeLimitingPlugin(config),
  'response-transformer': (config) => new ResponseTransformerPlugin(config),
};

interface Instance {
  definition: PluginDefinition;
  plugin: GatewayPlugin;
}

/**
 * The plugins each route runs, chosen as Kong does: per plugin name the most specific instance
 * wins (route, then service, then global), and they run by descending priority.
 */
export class PluginChain {
  /** Plugins in kong.yml that gateway/dev does not apply (e.g. prometheus), for the start-up log. */
  readonly notEmulated: string[];
  private readonly instances: Instance[];
  private readonly byRoute = new Map<string, GatewayPlugin[]>();
  private readonly globals: GatewayPlugin[];

  constructor(definitions: PluginDefinition[]) {
    this.instances = definitions.flatMap((definition) => {
      const factory = FACTORIES[definition.name];
      return factory ? [{ definition, plugin: factory(definition.config) }] : [];
    });
    this.notEmulated = [
      ...new Set(definitions.filter((d) => !FACTORIES[d.name]).map((d) => d.name)),
    ];
    this.globals = sortByPriority(
      this.instances
        .filter((i) => !i.definition.routeName && !i.definition.serviceName)
        .map((i) => i.plugin),
    );
  }

  forRoute(route: RouteDefinition): GatewayPlugin[] {
    let plugins = this.byRoute.get(route.name);
    if (!plugins) {
      plugins = this.resolve(route);
      this.byRoute.set(route.name, plugins);
    }
    return plugins;
  }

  /** For requests no route matched: global plugins only. */
  global(): GatewayPlugin[] {
    return this.globals;
  }

  private resolve(route: RouteDefinition): GatewayPlugin[] {
    const chosen = new Map<string, { rank: number; plugin: GatewayPlugin }>();
    for (const { definition, plugin } of this.instances) {
      const rank = scopeRank(definition, route);
      if (rank === null) continue;
      const current = chosen.get(definition.name);
      if (!current || rank > current.rank) chosen.set(definition.name, { rank, plugin });
    }
    return sortByPriority([...chosen.values()].map((entry) => entry.plugin));
  }
}

/** How specific an instance is for this route, or null when it does not apply to it. */
function scopeRank(definition: PluginDefinition, route: RouteDefinition): number | null {
  if (definition.routeName && definition.serviceName) {
    return definition.routeName === route.name && definition.serviceName === route.service.name
      ? 3
      : null;
  }
  if (definition.routeName) return definition.routeName === route.name ? 2 : null;
  if (definition.serviceName) return definition.serviceName === route.service.name ? 1 : null;
  return 0;
}

function sortByPriority(plugins: GatewayPlugin[]): GatewayPlugin[] {
  return [...plugins].sort((a, b) => b.priority - a.priority);
}
