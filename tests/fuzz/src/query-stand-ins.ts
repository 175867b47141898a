import * as contracts from '@filmcollab/contracts';
import type { QueryDefinition } from '@filmcollab/contracts';
import type { ServiceHarness } from '@filmcollab/service-kit/testing';
import { generateSync } from 'json-schema-faker';
import { z } from 'zod';

function isQuery(value: unknown): value is QueryDefinition {
  return (value as Partial<QueryDefinition> | null)?.kind === 'query';
}

/**
 * Every query of another domain the service might ask is answered with a valid, generated value,
 * so an operation's answer is the service's own doing and never a timeout of a service not running.
 */
export async function standInForOtherServices(harness: ServiceHarness, service: string) {
  const queries = (Object.values(contracts) as unknown[])
    .filter(isQuery)
    .filter((q) => q.domain !== service);
  for (const query of queries) {
    const schema = z.toJSONSchema(query.response, { io: 'output' }) as Record<string, unknown>;
    await harness.respondTo(query, () => query.response.parse(generateSync(schema)) as never);
  }
}
