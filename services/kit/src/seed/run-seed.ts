import type { INestApplicationContext, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { OutboxRepository } from '../outbox/outbox.repository';

const OUTBOX_DRAIN_TIMEOUT_MS = 30_000;
const OUTBOX_DRAIN_POLL_MS = 250;

/**
 * A service's `dist/seed.js` (`make seed` runs them in registry order): boots `module` without
 * HTTP on the service's own configuration, handling no events (the running service does), runs
 * `seed`, prints the lines it answers, and waits until the outbox has published what the seed
 * wrote — the next service's seed may be waiting for those events. A failure sets exit code 1.
 */
export async function runSeed(
  module: Type<unknown>,
  service: string,
  seed: (context: INestApplicationContext) => Promise<string[]>,
): Promise<void> {
  process.env.EVENT_CONSUMERS = 'off';
  try {
    const context = await NestFactory.createApplicationContext(module, {
      logger: false,
      abortOnError: false,
    }).catch((error: unknown) => {
      throw new Error(
        `cannot reach the ${service} database or NATS (MONGO_URL, NATS_URL): ${describe(error)}`,
        {
          cause: error,
        },
      );
    });
    try {
      for (const line of await seed(context)) process.stdout.write(`${line}\n`);
      await outboxDrained(context.get(OutboxRepository, { strict: false }));
    } finally {
      await context.close();
    }
  } catch (error) {
    process.stderr.write(`${service} seed failed: ${describe(error)}\n`);
    process.exitCode = 1;
  }
}

async function outboxDrained(outbox: OutboxRepository): Promise<void> {
  const deadline = Date.now() + OUTBOX_DRAIN_TIMEOUT_MS;
  while ((await outbox.oldestCreatedAt()) !== null) {
    if (Date.now() > deadline) {
      process.stdout.write(
        'some events are still in the outbox; the running service publishes them\n',
      );
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, OUTBOX_DRAIN_POLL_MS));
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
