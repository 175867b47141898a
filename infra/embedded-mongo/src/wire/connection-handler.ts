import type { Socket } from 'node:net';
import type { Doc } from '../bson/doc-utils';
import { MAX_MESSAGE_SIZE } from '../commands/admin-commands';
import type { CommandRouter } from '../commands/command-router';
import type { ConnectionInfo } from '../commands/command-context';
import {
  encodeOpMsg,
  encodeOpReply,
  HEADER_SIZE,
  MalformedMessageError,
  OP_QUERY,
  parseMessage,
} from './wire-codec';

const HANDSHAKE_COMMANDS = new Set(['hello', 'isMaster', 'ismaster']);

/**
 * Frames one socket's byte stream into messages and answers them in order. Anything malformed
 * closes this socket only.
 */
export class ConnectionHandler {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  private nextRequestId = 1;
  readonly info: ConnectionInfo;

  constructor(
    private readonly socket: Socket,
    id: number,
    private readonly router: CommandRouter,
    private readonly warn: (message: string) => void,
  ) {
    this.info = { id };
    socket.setNoDelay(true);
    socket.on('data', (chunk) => this.onData(chunk));
    socket.on('error', () => this.close());
    socket.on('close', () => {
      this.closed = true;
      router.connectionClosed(this.info);
    });
  }

  close(): void {
    this.closed = true;
    this.socket.destroy();
  }

  private onData(chunk: Buffer): void {
    if (this.closed) return;
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    while (this.buffered >= 4) {
      const length = this.peekLength();
      if (length < HEADER_SIZE || length > MAX_MESSAGE_SIZE) {
        this.warn(
          `embedded-mongo: connection ${this.info.id}: message length ${length} is invalid (min ${HEADER_SIZE}, max ${MAX_MESSAGE_SIZE}); closing it`,
        );
        this.close();
        return;
      }
      if (this.buffered < length) return;
      const message = this.take(length);
      this.queue = this.queue.then(() => this.handle(message));
    }
  }

  private peekLength(): number {
    if (this.chunks[0].length < 4) {
      const all = Buffer.concat(this.chunks);
      this.chunks = [all];
    }
    return this.chunks[0].readInt32LE(0);
  }

  private take(length: number): Buffer {
    const all =
      this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks, this.buffered);
    const message = all.subarray(0, length);
    const rest = all.subarray(length);
    this.chunks = rest.length ? [rest] : [];
    this.buffered = rest.length;
    return message;
  }

  private async handle(message: Buffer): Promise<void> {
    if (this.closed) return;
    let request;
    try {
      request = parseMessage(message);
    } catch (error) {
      const reason = error instanceof MalformedMessageError ? error.message : String(error);
      this.warn(
        `embedded-mongo: connection ${this.info.id}: malformed message (${reason}); closing it`,
      );
      this.close();
      return;
    }
    let reply: Doc;
    const name = Object.keys(request.body)[0] ?? '';
    if (request.opCode === OP_QUERY && !HANDSHAKE_COMMANDS.has(name)) {
      reply = {
        ok: 0,
        errmsg: `Unsupported OP_QUERY command: ${name}. The client driver may require an upgrade.`,
        code: 352,
        codeName: 'UnsupportedOpQueryCommand',
      };
    } else {
      reply = await this.router.run(request.body, request.db, this.info);
    }
    if (this.closed || request.noReply) return;
    const requestId = this.nextRequestId++;
    const bytes =
      request.opCode === OP_QUERY
        ? encodeOpReply(request.requestId, requestId, reply)
        : encodeOpMsg(request.requestId, requestId, reply);
    this.socket.write(bytes);
  }
}
