import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { WebSocketServer } from 'ws';
import { REALTIME_MAX_CLIENT_FRAME_BYTES, REALTIME_PATH } from '@filmcollab/contracts';
import { RealtimeSessions } from './realtime-sessions';

/**
 * `/realtime` on the service's own HTTP server (the gateway routes it there unchanged), with `ws`.
 * Not a Nest `@WebSocketGateway`: the kit's app is hybrid (HTTP plus a NATS microservice with its
 * own application config), and Nest connects every gateway in both, where the microservice's copy
 * has no adapter and cannot be given one from a module, so the boot fails. This provider is the
 * gateway's thin transport layer; the protocol lives in `RealtimeSessions`.
 */
@Injectable()
export class RealtimeServer implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('RealtimeServer');
  private readonly sockets = new WebSocketServer({
    noServer: true,
    maxPayload: REALTIME_MAX_CLIENT_FRAME_BYTES,
  });
  private httpServer: Server | undefined;

  constructor(
    private readonly host: HttpAdapterHost,
    private readonly sessions: RealtimeSessions,
  ) {}

  onModuleInit(): void {
    this.httpServer = this.host.httpAdapter.getHttpServer() as Server;
    this.httpServer.on('upgrade', this.onUpgrade);
    this.sockets.on('connection', (socket, request: IncomingMessage) => {
      this.sessions.open(socket, request);
      socket.on('message', (data, isBinary) => {
        void this.sessions.onFrame(socket, isBinary ? '' : data.toString('utf8'));
      });
      socket.on('close', () => this.sessions.closed(socket));
      socket.on('error', (error) => this.logger.debug({ err: error }, 'Socket error'));
    });
  }

  onApplicationShutdown(): void {
    this.httpServer?.off('upgrade', this.onUpgrade);
    this.sockets.close();
  }

  private readonly onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path !== REALTIME_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    this.sockets.handleUpgrade(request, socket, head, (ws) => {
      this.sockets.emit('connection', ws, request);
    });
  };
}
