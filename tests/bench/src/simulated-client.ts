import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit } from 'undici';
import type { Fetch } from './sign-in';

/**
 * One simulated person's network: every connection leaves from its own loopback address, so the
 * gateway's per-IP rate limit and identity's per-client sign-up limit count each user apart, as
 * they do for people on their own machines. Nothing is bypassed: all requests go through the
 * gateway's public routes.
 */
export class SimulatedClient {
  readonly fetch: Fetch;
  private readonly agent: Agent;

  constructor(readonly localAddress: string) {
    this.agent = new Agent({ localAddress, connect: { family: 4 } });
    this.fetch = async (url, init) => {
      try {
        return (await undiciFetch(url, {
          ...(init as UndiciRequestInit),
          dispatcher: this.agent,
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

  /** `127.77.x.y`: the whole 127.0.0.0/8 reaches the loopback interface on Linux. */
  static forUser(index: number): SimulatedClient {
    if (index < 0 || index >= 250 * 250) throw new Error(`no loopback address for user ${index}`);
    return new SimulatedClient(`127.77.${Math.floor(index / 250)}.${(index % 250) + 1}`);
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}
