import type { ServerOptions } from './config/server-options';
import { serverOptionsSchema } from './config/server-options';
import { EmbeddedMongoServer } from './server/embedded-mongo-server';

export interface EmbeddedMongo {
  /** `mongodb://host:port` (append `/<db>` for a database). */
  uri: string;
  host: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts an embedded MongoDB-compatible server (for tests and `make dev`). `port` defaults to 0
 * (a free port); without `dbPath` the data lives in memory only.
 */
export async function startEmbeddedMongo(options: ServerOptions = {}): Promise<EmbeddedMongo> {
  const resolved = serverOptionsSchema.parse(options);
  const server = new EmbeddedMongoServer(resolved);
  const { host, port } = await server.start();
  return { uri: `mongodb://${host}:${port}`, host, port, stop: () => server.stop() };
}
