import {
  Agent,
  type Dispatcher,
  fetch as undiciFetch,
  interceptors,
  type RequestInit as UndiciRequestInit,
} from 'undici';
import type { Fetch } from './sign-in';

export interface LightRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  json?: unknown;
}

/**
 * One simulated person's network: every connection leaves from its own loopback address, so the
 * gateway's per-IP rate limit and identity's per-client sign-up limit count each user apart, as
 * they do for people on their own machines. Nothing is bypassed: all requests go through the
 * gateway's public routes.
 */
export class SimulatedClient {
  readonly fetch: Fetch;
  private readonly agent: Agent;
  private readonly dispatcher: Dispatcher;

  constructor(readonly localAddress: string) {
    this.agent = new Agent({ localAddress, connect: { family: 4 } });
    // A GET on a kept-alive connection the gateway closed meanwhile (its idle timeout, met while
    // a busy bench's own timers ran late) is sent again once, as a browser does; HTTP errors are
    // never retried, so they still count.
    this.dispatcher = this.agent.compose(
      interceptors.retry({
        maxRetries: 1,
        minTimeout: 0,
        methods: ['GET'],
        errorCodes: ['UND_ERR_SOCKET', 'ECONNRESET'],
        statusCodes: [],
      }),
    );
    this.fetch = async (url, init) => {
      try {
        return (await undiciFetch(url, {
          ...(init as UndiciRequestInit),
          dispatcher: this.dispatcher,
        })) as unknown as Response;
      } catch (error) {
        // undici says only "fetch failed"; the cause (ECONNRESET, …) and the request tell why.
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        throw new Error(
          `${init?.method ?? 'GET'} ${url} from ${localAddress}: ${cause?.code ?? ''} ` +
            `${cause?.message ?? (error as Error).message}`,
          { cause: error },
        );
      }
    };
  }

  /**
   * A request for the load loops: undici's `request`, which costs this process about a quarter of
   * what `fetch` does (its WHATWG streams), CPU the services beside it on the machine then have. A
   * `json` body is sent as JSON. Answers of any status resolve; only a network failure rejects.
   */
  async request(
    url: string,
    { method = 'GET', headers = {}, json }: LightRequest = {},
  ): Promise<{ status: number; body: string }> {
    const target = new URL(url);
    try {
      const response = await this.dispatcher.request({
        origin: target.origin,
        path: `${target.pathname}${target.search}`,
        method,
        headers: json === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      return { status: response.statusCode, body: await response.body.text() };
    } catch (error) {
      throw new Error(
        `${method} ${url} from ${this.localAddress}: ${(error as { code?: string }).code ?? ''} ` +
          (error as Error).message,
        { cause: error },
      );
    }
  }

  /** `127.77.x.y`: the whole 127.0.0.0/8 reaches the loopback interface on Linux. */
  static forUser(index: number): SimulatedClient {
    if (index < 0 || index >= 250 * 250) throw new Error(`no loopback address for user ${index}`);
    return new SimulatedClient(`127.77.${Math.floor(index / 250)}.${(index % 250) + 1}`);
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}
