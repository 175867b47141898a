import { Agent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable, type Duplex } from 'node:stream';
import httpProxy from 'http-proxy';
import type { ServiceDefinition } from '../kong/gateway-definition';

export interface UpstreamTarget {
  service: ServiceDefinition;
  /** The host the dev gateway connects to instead of the service's production host name. */
  host: string;
  preserveHost: boolean;
}

export type UpstreamFailure = 'unreachable' | 'timeout';

/** Forwards requests and WebSocket upgrades to a service (http-proxy), reusing connections. */
export class UpstreamProxy {
  private readonly proxy = httpProxy.createProxyServer({ xfwd: false });
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 512 });

  /** Requests whose service has begun to answer: a later upload error does not undo that answer. */
  private readonly answered = new WeakSet<IncomingMessage>();

  constructor() {
    // Failures are reported through each call's callback; this keeps stray ones from crashing.
    this.proxy.on('error', () => undefined);
    this.proxy.on(
      'proxyRes',
      (proxyRes: IncomingMessage, req: IncomingMessage, res: ServerResponse) =>
        this.passThroughAnswer(proxyRes, req, res),
    );
  }

  /** `body` replaces the request stream when a plugin had to read it whole. */
  web(
    req: IncomingMessage,
    res: ServerResponse,
    target: UpstreamTarget,
    body: Buffer | undefined,
    onFailure: (failure: UpstreamFailure, error: Error) => void,
  ): void {
    const startedAt = Date.now();
    const timeoutMs = target.service.readTimeoutMs;
    const options: httpProxy.ServerOptions = {
      target: targetUrl(target),
      changeOrigin: !target.preserveHost,
      agent: this.agent,
      proxyTimeout: timeoutMs,
      buffer: body ? Readable.from([body]) : undefined,
    };
    this.proxy.web(req, res, options, (error) => {
      // A service that refuses a body early (413) answers, then closes while the body still
      // arrives: the upload fails, but the client gets the service's answer, not a 502.
      if (this.answered.has(req)) return;
      // http-proxy aborts the upstream request once it has been idle for proxyTimeout.
      onFailure(Date.now() - startedAt >= timeoutMs ? 'timeout' : 'unreachable', error);
    });
  }

  private passThroughAnswer(
    proxyRes: IncomingMessage,
    req: IncomingMessage,
    res: ServerResponse,
  ): void {
    this.answered.add(req);
    const upstreamCloses = /(^|,)\s*close\s*(,|$)/i.test(proxyRes.headers.connection ?? '');
    // Hop-by-hop (RFC 9110 7.6.1): the service closing its connection says nothing about the
    // client's. Forwarded, it would make this server close on a client still uploading: a reset
    // instead of the answer.
    delete proxyRes.headers.connection;
    if (upstreamCloses && !req.complete) {
      // The service reads no more of this body: stop sending it, and drain the client's rest so
      // its connection stays usable.
      req.unpipe();
      req.resume();
      const upstreamRequest = (proxyRes as IncomingMessage & { req: ClientRequest }).req;
      proxyRes.once('end', () => upstreamRequest.destroy());
    }
    proxyRes.once('close', () => {
      if (!proxyRes.complete) res.destroy();
    });
  }

  /**
   * Proxies a WebSocket handshake; `onUpgrade` may change the headers of the 101 answer before
   * they are sent to the client.
   */
  ws(
    req: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    target: UpstreamTarget,
    onUpgrade: (headers: IncomingMessage['headers']) => void,
    onFailure: (error: Error) => void,
  ): void {
    const decorate = (proxyReq: ClientRequest): void => {
      // Registered before http-proxy's own 'upgrade' listener, so it runs first.
      proxyReq.once('upgrade', (proxyRes: IncomingMessage) => onUpgrade(proxyRes.headers));
    };
    // http-proxy emits proxyReqWs synchronously inside ws(): the listener sees this request only.
    this.proxy.on('proxyReqWs', decorate);
    try {
      this.proxy.ws(
        req,
        socket,
        head,
        { target: targetUrl(target), changeOrigin: !target.preserveHost },
        (error: Error) => onFailure(error),
      );
    } finally {
      this.proxy.off('proxyReqWs', decorate);
    }
  }

  close(): void {
    this.proxy.close();
    this.agent.destroy();
  }
}

function targetUrl(target: UpstreamTarget): string {
  return `${target.service.protocol}://${target.host}:${target.service.port}`;
}
