import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import onHeaders from 'on-headers';
import type { FrontendsSecurityHeaders } from '../frontends/frontends-security-headers';
import { FrontendsServer } from '../frontends/frontends-server';
import { RecordHeaderWriter } from '../http/record-header-writer';
import { ResponseHeaderWriter } from '../http/response-header-writer';
import { sendJson } from '../http/send-json';
import { writeRawResponse } from '../http/write-raw-response';
import type { GatewayDefinition } from '../kong/gateway-definition';
import type { Logger } from '../logging/create-logger';
import { GatewayMetrics } from '../metrics/gateway-metrics';
import type { GatewayPlugin, PluginExit, RequestContext } from '../plugins/gateway-plugin';
import { PluginChain } from '../plugins/plugin-chain';
import { UpstreamProxy, type UpstreamFailure, type UpstreamTarget } from '../proxy/upstream-proxy';
import { normalizePath, splitRequestTarget } from '../routing/normalize-path';
import { RouteTable, type RouteMatch } from '../routing/route-table';
import type { StorageCredentials } from '../storage/storage-credentials';
import { STORAGE_SERVICE, StorageRoute } from '../storage/storage-route';

/** Kong's answer when no route matches. */
const NO_ROUTE = { message: 'no Route matched with those values' };
/** The service whose routes gateway/dev answers from disk instead of proxying. */
const FRONTENDS_SERVICE = 'frontends';
/** Prometheus' scrape path; Kong serves it on its status listener, gateway/dev before routing. */
const METRICS_PATH = '/metrics';

export interface GatewayServerOptions {
  definition: GatewayDefinition;
  frontendsDir: string;
  upstreamHost: string;
  /** What `/storage` checks upload policies with (s3rver checks none). */
  storageCredentials: StorageCredentials;
  /** What nginx adds to the frontends in production (CSP, X-Frame-Options, …). */
  securityHeaders: FrontendsSecurityHeaders;
  logger: Logger;
}

/** The dev gateway's HTTP server: Kong's routing and plugins in front of the services. */
export class GatewayServer {
  private readonly routes: RouteTable;
  private readonly plugins: PluginChain;
  private readonly frontends: FrontendsServer;
  private readonly proxy = new UpstreamProxy();
  readonly metrics = new GatewayMetrics();
  private readonly storage: StorageRoute | null;
  private readonly server: Server;
  private readonly upgradedSockets = new Set<Duplex>();
  private port = 0;

  constructor(private readonly options: GatewayServerOptions) {
    this.routes = new RouteTable(options.definition.routes);
    this.plugins = new PluginChain(options.definition.plugins);
    this.frontends = new FrontendsServer(options.frontendsDir);
    const storageService = options.definition.routes.find(
      (route) => route.service.name === STORAGE_SERVICE,
    )?.service;
    this.storage = storageService
      ? new StorageRoute(options.storageCredentials, options.upstreamHost, storageService.port)
      : null;
    this.server = createServer((req, res) => void this.handleRequest(req, res));
    this.server.on(
      'upgrade',
      (req: IncomingMessage, socket: Duplex, head: Buffer) =>
        void this.handleUpgrade(req, socket, head),
    );
    this.server.on('clientError', (_error, socket) => socket.destroy());
  }

  /** Plugin names in kong.yml that this gateway does not apply. */
  get notEmulatedPlugins(): string[] {
    return this.plugins.notEmulated;
  }

  async listen(port: number, host?: string): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    this.port = (this.server.address() as AddressInfo).port;
    return this.port;
  }

  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    for (const socket of this.upgradedSockets) socket.destroy();
    this.proxy.close();
    await closed;
  }

  private async handleRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const startedAt = performance.now();
    const { path: rawPath, query } = splitRequestTarget(req.url ?? '/');
    const path = normalizePath(rawPath);
    if (path === METRICS_PATH && req.method === 'GET') {
      res.writeHead(200, { 'content-type': this.metrics.registry.contentType });
      res.end(await this.metrics.render());
      return;
    }
    const match = this.routes.match({ method: req.method ?? 'GET', path, protocol: 'http' });
    const ctx = this.context(req, match);
    const plugins = match ? this.plugins.forRoute(match.route) : this.plugins.global();
    onHeaders(res, () => runHeaderFilters(plugins, ctx, new ResponseHeaderWriter(res)));
    // Kong's `source` label: "service" once an upstream (or the frontends) answers, else "kong".
    let source: 'service' | 'kong' = 'kong';
    res.once('close', () => this.logRequest(ctx, match, path, res.statusCode, startedAt, source));

    try {
      if (!match) {
        await runAccess(
          plugins.filter((plugin) => plugin.runsBeforeRouting),
          ctx,
        );
        sendJson(res, 404, NO_ROUTE);
        return;
      }
      const exit = await runAccess(plugins, ctx);
      if (exit) {
        sendJson(res, exit.status, runExitBodyFilters(plugins, exit), exit.headers);
        return;
      }
      source = 'service';
      if (match.route.service.name === FRONTENDS_SERVICE) {
        this.options.securityHeaders.applyTo(res);
        this.frontends.handle(req, res, path);
        return;
      }
      if (match.route.service.name === STORAGE_SERVICE && this.storage) {
        await this.storage.handle(req, res, match.upstreamPath, query);
        return;
      }
      this.prepareUpstreamRequest(req, match, path, query);
      this.proxy.web(req, res, this.target(match), ctx.bufferedBody, (failure, error) =>
        this.upstreamFailed(res, ctx, match, failure, error),
      );
    } catch (error) {
      this.options.logger.error({ err: error, requestId: ctx.requestId }, 'gateway failure');
      if (!res.headersSent)
        sendJson(res, 500, { message: 'The gateway failed', code: 'GATEWAY_ERROR' });
      else res.destroy();
    }
  }

  private async handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    socket.on('error', () => socket.destroy());
    const { path: rawPath, query } = splitRequestTarget(req.url ?? '/');
    const path = normalizePath(rawPath);
    const match = this.routes.match({ method: req.method ?? 'GET', path, protocol: 'http' });
    const ctx = this.context(req, match);
    const plugins = match ? this.plugins.forRoute(match.route) : this.plugins.global();
    const refuse = (status: number, body: unknown, headers: Record<string, string> = {}): void => {
      const all: IncomingMessage['headers'] = { ...lowerCaseKeys(headers) };
      runHeaderFilters(plugins, ctx, new RecordHeaderWriter(all));
      writeRawResponse(socket, status, body, all);
      this.logUpgrade(ctx, match, path, status);
    };

    try {
      if (!match) {
        await runAccess(
          plugins.filter((plugin) => plugin.runsBeforeRouting),
          ctx,
        );
        refuse(404, NO_ROUTE);
        return;
      }
      const exit = await runAccess(plugins, ctx);
      if (exit) {
        refuse(exit.status, runExitBodyFilters(plugins, exit), exit.headers);
        return;
      }
      const isWebSocket = req.method === 'GET' && /^websocket$/i.test(req.headers.upgrade ?? '');
      if (!isWebSocket || match.route.service.name === FRONTENDS_SERVICE) {
        refuse(400, {
          message: 'This path does not accept a WebSocket',
          code: 'UPGRADE_NOT_ACCEPTED',
        });
        return;
      }
      this.prepareUpstreamRequest(req, match, path, query);
      this.upgradedSockets.add(socket);
      socket.once('close', () => this.upgradedSockets.delete(socket));
      this.proxy.ws(
        req,
        socket,
        head,
        this.target(match),
        (headers) => {
          runHeaderFilters(plugins, ctx, new RecordHeaderWriter(headers));
          this.logUpgrade(ctx, match, path, 101);
        },
        (error) => {
          const service = match.route.service;
          this.options.logger.warn(
            { requestId: ctx.requestId, upstream: service.name, err: error.message },
            'WebSocket upstream failed',
          );
          refuse(502, unreachableBody(service.name, this.options.upstreamHost, service.port));
        },
      );
    } catch (error) {
      this.options.logger.error({ err: error, requestId: ctx.requestId }, 'gateway failure');
      socket.destroy();
    }
  }

  private context(req: IncomingMessage, match: RouteMatch | null): RequestContext {
    return { req, clientIp: clientIp(req), route: match?.route ?? null, state: new Map() };
  }

  private target(match: RouteMatch): UpstreamTarget {
    return {
      service: match.route.service,
      host: this.options.upstreamHost,
      preserveHost: match.route.preserveHost,
    };
  }

  /** Kong's upstream request: normalized (and maybe stripped) path, its own X-Forwarded-* headers. */
  private prepareUpstreamRequest(
    req: IncomingMessage,
    match: RouteMatch,
    path: string,
    query: string,
  ): void {
    const ip = clientIp(req);
    const forwardedFor = req.headers['x-forwarded-for'];
    req.headers['x-forwarded-for'] = forwardedFor ? `${String(forwardedFor)}, ${ip}` : ip;
    req.headers['x-forwarded-proto'] = 'http';
    req.headers['x-forwarded-host'] = (req.headers.host ?? '').replace(/:\d+$/, '');
    req.headers['x-forwarded-port'] = String(this.port);
    req.headers['x-forwarded-path'] = path;
    if (match.route.stripPath) req.headers['x-forwarded-prefix'] = match.matchedPath;
    else delete req.headers['x-forwarded-prefix'];
    req.headers['x-real-ip'] = ip;
    req.url = match.upstreamPath + query;
  }

  private upstreamFailed(
    res: ServerResponse,
    ctx: RequestContext,
    match: RouteMatch,
    failure: UpstreamFailure,
    error: Error,
  ): void {
    const service = match.route.service;
    this.options.logger.warn(
      { requestId: ctx.requestId, upstream: service.name, failure, err: error.message },
      'upstream failed',
    );
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (failure === 'timeout') {
      sendJson(res, 504, {
        message: `The ${service.name} service did not answer in time`,
        code: 'UPSTREAM_TIMEOUT',
      });
      return;
    }
    sendJson(res, 502, unreachableBody(service.name, this.options.upstreamHost, service.port));
  }

  private logRequest(
    ctx: RequestContext,
    match: RouteMatch | null,
    path: string,
    status: number,
    startedAt: number,
    source: 'service' | 'kong',
  ): void {
    const durationMs = performance.now() - startedAt;
    this.metrics.record(
      match ? { service: match.route.service.name, route: match.route.name } : null,
      status,
      durationMs,
      source,
    );
    this.logExchange('request', ctx, match, path, status, {
      durationMs: Math.round(durationMs * 100) / 100,
    });
  }

  private logUpgrade(
    ctx: RequestContext,
    match: RouteMatch | null,
    path: string,
    status: number,
  ): void {
    this.logExchange('upgrade', ctx, match, path, status, { upgrade: 'websocket' });
  }

  private logExchange(
    message: 'request' | 'upgrade',
    ctx: RequestContext,
    match: RouteMatch | null,
    path: string,
    status: number,
    extra: Record<string, unknown>,
  ): void {
    this.options.logger.info(
      {
        requestId: ctx.requestId,
        method: ctx.req.method,
        path,
        status,
        route: match?.route.name ?? null,
        upstream: match?.route.service.name ?? null,
        clientIp: ctx.clientIp,
        ...extra,
      },
      message,
    );
  }
}

async function runAccess(
  plugins: GatewayPlugin[],
  ctx: RequestContext,
): Promise<PluginExit | undefined> {
  for (const plugin of plugins) {
    if (!plugin.access) continue;
    const exit = await plugin.access(ctx);
    if (exit) return exit;
  }
  return undefined;
}

function runHeaderFilters(
  plugins: GatewayPlugin[],
  ctx: RequestContext,
  writer: ResponseHeaderWriter | RecordHeaderWriter,
): void {
  for (const plugin of plugins) plugin.headerFilter?.(ctx, writer);
}

function runExitBodyFilters(
  plugins: GatewayPlugin[],
  exit: PluginExit,
): Record<string, unknown> | undefined {
  let body = exit.body;
  for (const plugin of plugins) if (plugin.exitBody) body = plugin.exitBody(exit.status, body);
  return body;
}

function unreachableBody(service: string, host: string, port: number): Record<string, string> {
  return {
    message: `The ${service} service is not reachable`,
    code: 'UPSTREAM_UNAVAILABLE',
    hint: `Nothing answers at ${host}:${port}. Is the stack running? Start it with make dev.`,
  };
}

function clientIp(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
}
