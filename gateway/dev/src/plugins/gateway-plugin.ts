import type { IncomingMessage } from 'node:http';
import type { RouteDefinition } from '../kong/gateway-definition';

/** What the plugins of one request share. */
export interface RequestContext {
  readonly req: IncomingMessage;
  readonly clientIp: string;
  /** Null when no route matched (only global plugins' header filters run then). */
  readonly route: RouteDefinition | null;
  requestId?: string;
  /** A body a plugin had to read whole (a request without Content-Length); proxied instead of req. */
  bufferedBody?: Buffer;
  /** Per-plugin state between the access phase and the header filter. */
  readonly state: Map<string, unknown>;
}

/** A response a plugin gives instead of proxying (Kong's `kong.response.exit`). */
export interface PluginExit {
  status: number;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** Response headers as a plugin sees them, whoever writes the response. */
export interface HeaderWriter {
  get(name: string): string | undefined;
  set(name: string, value: string): void;
  append(name: string, value: string): void;
  remove(name: string): void;
}

/** One configured Kong plugin instance, run in Kong's phases: access, then header filter. */
export interface GatewayPlugin {
  readonly name: string;
  /** Kong's handler PRIORITY: higher runs first. */
  readonly priority: number;
  /**
   * Kong runs global plugins' rewrite phase before routing, so this plugin's access also runs for
   * requests no route matched (the correlation id then still reaches the log and the 404).
   */
  readonly runsBeforeRouting?: boolean;
  access?(ctx: RequestContext): PluginExit | undefined | Promise<PluginExit | undefined>;
  headerFilter?(ctx: RequestContext, headers: HeaderWriter): void;
  /** Kong's body filter, for answers the gateway gives itself (plugin exits): the body to send. */
  exitBody?(
    status: number,
    body: Record<string, unknown> | undefined,
  ): Record<string, unknown> | undefined;
}
