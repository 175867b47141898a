import { Verifier } from '@pact-foundation/pact';
import { webPactFile } from '../pact-files';

// The pact core reports usage over the network unless told not to (as tests/contracts' jest config).
process.env.PACT_DO_NOT_TRACK = 'true';

/** What a provider state set up: the signed-in user's access token, and values the pact asks for. */
export interface WebProviderState {
  /** None for a signed-out page. */
  token?: string;
  /** Values of `fromProviderState` expressions (ids the service generated). */
  values?: Record<string, string>;
}

export interface WebPactProvider {
  frontend: string;
  service: string;
  /** The running service (the kit's harness URL). */
  url: string;
  /** Sets each provider state up, through the service's own API or events. */
  states: Record<string, () => Promise<WebProviderState>>;
}

/**
 * Replays `<frontend>-web`'s pact with `service` against the running service: each interaction
 * after its provider state was set up, with the state's user's token in place of the page's.
 */
export async function verifyWebPact({
  frontend,
  service,
  url,
  states,
}: WebPactProvider): Promise<void> {
  let token: string | undefined;
  await new Verifier({
    provider: service,
    providerBaseUrl: url,
    pactUrls: [webPactFile(frontend, service)],
    stateHandlers: Object.fromEntries(
      Object.entries(states).map(([name, setUp]) => [
        name,
        async () => {
          const state = await setUp();
          token = state.token;
          return state.values;
        },
      ]),
    ),
    requestFilter: (request, _response, next) => {
      if (token) request.headers.authorization = `Bearer ${token}`;
      else delete request.headers.authorization;
      // A bodiless POST as browsers send it (the verifier's proxy would otherwise stream a body
      // without a content type, which the service refuses with 415).
      if (request.headers['content-type'] === undefined) request.headers['content-length'] = '0';
      next();
    },
    logLevel: 'warn',
  }).verifyProvider();
}
