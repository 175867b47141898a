import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestMongo {
  url: string;
  stop(): Promise<void>;
}

interface EmbeddedMongoModule {
  startEmbeddedMongo(options: {
    port?: number;
    dbPath?: string;
  }): Promise<{ uri: string; stop(): Promise<void> }>;
}

/** The embedded MongoDB on a free port with a temporary data directory, or `externalUrl` when given. */
export async function startTestMongo(externalUrl?: string): Promise<TestMongo> {
  if (externalUrl) return { url: externalUrl, stop: async () => {} };
  // Loaded lazily so the kit does not need the embedded server unless a test starts it.
  const embedded = createRequire(__filename)('@filmcollab/embedded-mongo') as EmbeddedMongoModule;
  const dbPath = await mkdtemp(join(tmpdir(), 'filmcollab-mongo-'));
  const server = await embedded.startEmbeddedMongo({ port: 0, dbPath });
  return {
    url: server.uri,
    stop: async () => {
      await server.stop();
      await rm(dbPath, { recursive: true, force: true });
    },
  };
}
