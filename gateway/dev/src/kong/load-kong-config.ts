import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import type {
  GatewayDefinition,
  PluginDefinition,
  RouteDefinition,
  ServiceDefinition,
} from './gateway-definition';
import { KongConfigError } from './kong-config-error';
import {
  KongDeclarativeSchema,
  type KongPlugin,
  type KongService,
} from './kong-declarative.schema';

/** Reads a Kong declarative file (YAML or JSON) into the gateway's definition. */
export function loadKongFile(file: string): GatewayDefinition {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new KongConfigError(file, `cannot be read (${(error as Error).message})`);
  }
  return parseKongConfig(text, file);
}

export function parseKongConfig(text: string, source = 'kong.yml'): GatewayDefinition {
  let document: unknown;
  try {
    document = parse(text);
  } catch (error) {
    throw new KongConfigError(source, `is not valid YAML (${(error as Error).message})`);
  }
  const parsed = KongDeclarativeSchema.safeParse(document);
  if (!parsed.success) {
    throw new KongConfigError(
      source,
      `is not a valid declarative config:\n${z.prettifyError(parsed.error)}`,
    );
  }

  const services: ServiceDefinition[] = [];
  const routes: RouteDefinition[] = [];
  const plugins: PluginDefinition[] = [];
  for (const kongService of parsed.data.services) {
    const service = toServiceDefinition(kongService, source);
    services.push(service);
    plugins.push(
      ...kongService.plugins.filter((p) => p.enabled).map((p) => toPlugin(p, null, service.name)),
    );
    for (const route of kongService.routes) {
      routes.push({
        name: route.name,
        service,
        paths: route.paths,
        methods: route.methods && route.methods.length > 0 ? route.methods : null,
        protocols: route.protocols,
        stripPath: route.strip_path,
        preserveHost: route.preserve_host,
        pathHandling: route.path_handling,
      });
      plugins.push(
        ...route.plugins.filter((p) => p.enabled).map((p) => toPlugin(p, route.name, null)),
      );
    }
  }
  for (const plugin of parsed.data.plugins.filter((p) => p.enabled)) {
    plugins.push(toPlugin(plugin, referenceName(plugin.route), referenceName(plugin.service)));
  }

  assertUnique(
    services.map((s) => s.name),
    'service',
    source,
  );
  assertUnique(
    routes.map((r) => r.name),
    'route',
    source,
  );
  assertReferencesExist(plugins, services, routes, source);
  assertUnique(
    plugins.map((p) => `${p.name} on ${p.routeName ?? p.serviceName ?? 'all routes'}`),
    'plugin instance',
    source,
  );
  return { services, routes, plugins };
}

function toServiceDefinition(service: KongService, source: string): ServiceDefinition {
  let protocol = service.protocol ?? 'http';
  let host = service.host ?? '';
  let port = service.port;
  let path = service.path ?? null;
  if (service.url) {
    const url = new URL(service.url);
    protocol = url.protocol === 'https:' ? 'https' : 'http';
    host = url.hostname;
    port = url.port ? Number(url.port) : undefined;
    path = url.pathname && url.pathname !== '/' ? url.pathname : null;
  }
  if (!host) throw new KongConfigError(source, `service ${service.name} has no host`);
  return {
    name: service.name,
    protocol,
    host,
    port: port ?? (protocol === 'https' ? 443 : 80),
    path,
    connectTimeoutMs: service.connect_timeout,
    readTimeoutMs: service.read_timeout,
  };
}

function toPlugin(
  plugin: Omit<KongPlugin, 'route' | 'service'>,
  routeName: string | null,
  serviceName: string | null,
): PluginDefinition {
  return { name: plugin.name, routeName, serviceName, config: plugin.config };
}

function referenceName(reference: KongPlugin['route']): string | null {
  if (reference === undefined) return null;
  return typeof reference === 'string' ? reference : reference.name;
}

function assertUnique(names: string[], kind: string, source: string): void {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) throw new KongConfigError(source, `${kind} "${name}" is defined twice`);
    seen.add(name);
  }
}

function assertReferencesExist(
  plugins: PluginDefinition[],
  services: ServiceDefinition[],
  routes: RouteDefinition[],
  source: string,
): void {
  for (const plugin of plugins) {
    if (plugin.routeName && !routes.some((r) => r.name === plugin.routeName)) {
      throw new KongConfigError(
        source,
        `plugin ${plugin.name} refers to unknown route "${plugin.routeName}"`,
      );
    }
    if (plugin.serviceName && !services.some((s) => s.name === plugin.serviceName)) {
      throw new KongConfigError(
        source,
        `plugin ${plugin.name} refers to unknown service "${plugin.serviceName}"`,
      );
    }
  }
}
