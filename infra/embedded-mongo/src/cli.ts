#!/usr/bin/env node
import './server-heap-tuning';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { startEmbeddedMongo } from './start-embedded-mongo';

const USAGE = 'usage: embedded-mongo [--port 27017] [--host 127.0.0.1] (--dbpath DIR | --memory)';

const argsSchema = z
  .object({
    port: z.coerce.number().int().min(0).max(65535).default(27017),
    host: z.string().min(1).default('127.0.0.1'),
    dbpath: z.string().min(1).optional(),
    memory: z.boolean().default(false),
  })
  .refine((a) => !(a.dbpath && a.memory), { message: '--dbpath and --memory exclude each other' });

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      dbpath: { type: 'string' },
      memory: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(`embedded-mongo: ${parsed.error.issues[0]?.message}\n${USAGE}`);
    process.exit(2);
  }
  const args = parsed.data;
  const mongo = await startEmbeddedMongo({ port: args.port, host: args.host, dbPath: args.dbpath });
  const storage = args.dbpath ? `dbpath ${args.dbpath}` : 'in memory';
  console.log(
    `embedded-mongo accepting connections on ${mongo.uri} (${storage}, pid ${process.pid})`,
  );
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    mongo.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`embedded-mongo: error during ${signal} shutdown:`, error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('embedded-mongo failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
