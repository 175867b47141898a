import { gatewayOptionsFromEnv, type GatewayOptions } from '../config/gateway-env';
import { FrontendsSecurityHeaders } from '../frontends/frontends-security-headers';
import { loadKongFile } from '../kong/load-kong-config';
import { createLogger, type Logger } from '../logging/create-logger';
import { GatewayServer } from './gateway-server';

export interface StartGatewayOptions extends Partial<GatewayOptions> {
  /** A logger of your own (tests); otherwise JSON lines on stdout at `logLevel`. */
  logger?: Logger;
}

export interface RunningGateway {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Loads gateway/kong.yml and serves it. Options not given take the environment defaults. */
export async function startGateway(options: StartGatewayOptions = {}): Promise<RunningGateway> {
  const defaults = gatewayOptionsFromEnv({});
  const given = Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  );
  const resolved: GatewayOptions = { ...defaults, ...given };
  const logger = options.logger ?? createLogger(resolved.logLevel);

  const definition = loadKongFile(resolved.kongFile);
  const server = new GatewayServer({
    definition,
    frontendsDir: resolved.frontendsDir,
    upstreamHost: resolved.upstreamHost,
    storageCredentials: resolved.storageCredentials,
    securityHeaders: new FrontendsSecurityHeaders(resolved.securityHeadersFile, {
      idpUrl: resolved.idpUrl,
      storageUrl: resolved.storageUrl,
    }),
    logger,
  });
  const port = await server.listen(resolved.port, resolved.host);
  const host =
    !resolved.host || resolved.host === '0.0.0.0' || resolved.host === '::'
      ? '127.0.0.1'
      : resolved.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  logger.info(
    {
      url,
      kongFile: resolved.kongFile,
      frontendsDir: resolved.frontendsDir,
      upstreamHost: resolved.upstreamHost,
      routes: definition.routes.map(
        (route) => `${route.paths.join(',')} -> ${route.service.name}:${route.service.port}`,
      ),
    },
    'gateway listening',
  );
  for (const plugin of server.notEmulatedPlugins) {
    logger.warn({ plugin }, `plugin ${plugin} is in kong.yml but not emulated by gateway/dev`);
  }
  return { url, port, stop: () => server.close() };
}
