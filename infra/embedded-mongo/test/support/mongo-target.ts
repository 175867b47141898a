import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import type { Db } from 'mongodb';
import { startEmbeddedMongo } from '../../src';
import type { ServerOptions } from '../../src';

/** Set MONGO_URL to run the same suite against a real MongoDB. */
export const realMongoUrl = process.env.MONGO_URL;

/** `describe` for tests that look inside the embedded server (files on disk, child processes). */
export const describeEmbeddedOnly = realMongoUrl ? describe.skip : describe;

export interface MongoTarget {
  uri: string;
  client: MongoClient;
  db: Db;
  dbName: string;
  close(): Promise<void>;
}

/** A connected client on a fresh database, on the embedded server unless MONGO_URL is set. */
export async function openTarget(options: ServerOptions = {}): Promise<MongoTarget> {
  const server = realMongoUrl
    ? undefined
    : await startEmbeddedMongo({ warn: () => {}, ...options });
  const uri = realMongoUrl ?? (server as { uri: string }).uri;
  const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 5000 });
  const dbName = `compat_${randomBytes(4).toString('hex')}`;
  return {
    uri,
    client,
    db: client.db(dbName),
    dbName,
    async close() {
      await client.db(dbName).dropDatabase();
      await client.close();
      await server?.stop();
    },
  };
}

/** The URI of the target with a database path, for mongoose. */
export function withDatabase(uri: string, dbName: string): string {
  const url = new URL(uri);
  url.pathname = `/${dbName}`;
  return url.toString();
}
