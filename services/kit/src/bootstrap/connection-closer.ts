import { BeforeApplicationShutdown, Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';

interface OnSendHookHost {
  addHook(
    name: 'onSend',
    hook: (
      request: unknown,
      reply: { header(name: string, value: string): unknown },
      payload: unknown,
      done: (error: null, payload: unknown) => void,
    ) => void,
  ): unknown;
}

/**
 * During shutdown, in-flight responses tell the client to close its keep-alive connection;
 * otherwise an idle kept-alive socket would hold the server open after the last request finished.
 */
@Injectable()
export class ConnectionCloser implements OnModuleInit, BeforeApplicationShutdown {
  private closing = false;

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<OnSendHookHost>();
    fastify?.addHook('onSend', (_request, reply, payload, done) => {
      if (this.closing) reply.header('connection', 'close');
      done(null, payload);
    });
  }

  beforeApplicationShutdown(): void {
    this.closing = true;
  }
}
