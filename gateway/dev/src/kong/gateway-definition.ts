/** Kong's entities after loading gateway/kong.yml, with defaults applied and references resolved. */
export interface ServiceDefinition {
  name: string;
  protocol: 'http' | 'https';
  host: string;
  port: number;
  /** The service's path, or null when it has none (Kong then proxies to the request path). */
  path: string | null;
  connectTimeoutMs: number;
  readTimeoutMs: number;
}

export interface RouteDefinition {
  name: string;
  service: ServiceDefinition;
  paths: string[];
  /** Null: any method. */
  methods: string[] | null;
  protocols: string[];
  stripPath: boolean;
  preserveHost: boolean;
  pathHandling: 'v0' | 'v1';
}

export interface PluginDefinition {
  name: string;
  /** Where the plugin applies: a route, a service, or everywhere (both null). */
  routeName: string | null;
  serviceName: string | null;
  config: Record<string, unknown>;
}

export interface GatewayDefinition {
  services: ServiceDefinition[];
  routes: RouteDefinition[];
  plugins: PluginDefinition[];
}
