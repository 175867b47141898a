import { rmSync } from 'node:fs';
// Deep imports, as in consumer-expectation.ts.
import { PactV3 } from '@pact-foundation/pact/src/v3/pact';
import * as MatchersV3 from '@pact-foundation/pact/src/v3/matchers';
import { WEB_PACTS, webPactFile } from '../pact-files';

// The pact core reports usage over the network unless told not to (as tests/contracts' jest config).
process.env.PACT_DO_NOT_TRACK = 'true';

export { consumerExpectation } from '../schemas/consumer-expectation';

/** The bearer token a signed-in page sends (the provider's verification puts a real one in). */
export const BEARER = MatchersV3.regex('^Bearer .+$', 'Bearer a-signed-in-user');

/**
 * The pact of a micro-frontend (`<frontend>-web`) with the service it calls, written anew to
 * tests/contracts/pacts/web/<frontend>-web-<service>.json; the service's own tests verify it against
 * the running service (`*.pact.spec.ts` there).
 */
export function webPact(frontend: string, service: string): PactV3 {
  rmSync(webPactFile(frontend, service), { force: true });
  return new PactV3({
    consumer: `${frontend}-web`,
    provider: service,
    dir: WEB_PACTS,
    logLevel: 'warn',
  });
}

/**
 * Runs `action` (an RTK Query endpoint of the frontend) with the page's requests, same-origin
 * `/api/...` as the gateway serves them, sent to the pact mock server instead.
 */
export async function againstMockServer<T>(
  mockServerUrl: string,
  action: () => Promise<T>,
): Promise<T> {
  const pageFetch = globalThis.fetch;
  globalThis.fetch = (...[input, init]: Parameters<typeof fetch>) => {
    const request = new Request(input, init);
    const { pathname, search } = new URL(request.url);
    return pageFetch(new Request(`${mockServerUrl}${pathname}${search}`, request));
  };
  try {
    return await action();
  } finally {
    globalThis.fetch = pageFetch;
  }
}
