/**
 * `NATS_URL` as connection options: a comma-separated list of servers, where credentials may be
 * written into the URL (`nats://user:pass@host:4222`). The NATS client ignores credentials in a URL,
 * so they are taken out and passed as `user`/`pass`.
 */
export interface NatsServerOptions {
  servers: string[];
  user?: string;
  pass?: string;
}

export function natsServerOptions(natsUrl: string): NatsServerOptions {
  let user: string | undefined;
  let pass: string | undefined;
  const servers = natsUrl.split(',').map((server) => {
    const url = new URL(server.trim());
    if (url.username) {
      user = decodeURIComponent(url.username);
      pass = decodeURIComponent(url.password);
    }
    return `${url.protocol}//${url.host}`;
  });
  return { servers, ...(user ? { user, pass } : {}) };
}
