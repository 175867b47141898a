import { createConnection, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { TestNatsAccount } from './nats-server-config';

const LINE_END = '\r\n';
const CONNECT = 'CONNECT ';

/**
 * A local TCP relay to nats-server that signs every client in as one account: it adds the user and
 * password to the client's CONNECT line. It exists because the kit's NATS clients are configured
 * with `NATS_URL` alone and @nats-io/transport-node ignores credentials inside a URL; once the kit
 * passes them on, suites can connect to the shared server directly.
 */
export class NatsCredentialRelay {
  private readonly sockets = new Set<Socket>();
  private readonly server = createServer((client) => this.relay(client));

  private constructor(
    private readonly upstreamPort: number,
    private readonly account: TestNatsAccount,
  ) {}

  static async start(upstreamPort: number, account: TestNatsAccount): Promise<NatsCredentialRelay> {
    const relay = new NatsCredentialRelay(upstreamPort, account);
    await new Promise<void>((resolve) => relay.server.listen(0, '127.0.0.1', resolve));
    return relay;
  }

  get url(): string {
    return `nats://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  private relay(client: Socket): void {
    const upstream = createConnection({ host: '127.0.0.1', port: this.upstreamPort });
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.once('close', () => {
        this.sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    upstream.pipe(client);
    let received = '';
    const signIn = (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const end = received.indexOf(LINE_END);
      if (end < 0) return;
      client.off('data', signIn);
      upstream.write(this.withCredentials(received.slice(0, end)) + LINE_END);
      const rest = received.slice(end + LINE_END.length);
      if (rest) upstream.write(Buffer.from(rest, 'latin1'));
      client.pipe(upstream);
    };
    client.on('data', signIn);
  }

  private withCredentials(line: string): string {
    if (!line.startsWith(CONNECT)) return line;
    const options = JSON.parse(line.slice(CONNECT.length)) as Record<string, unknown>;
    return `${CONNECT}${JSON.stringify({ ...options, user: this.account.user, pass: this.account.password })}`;
  }
}
