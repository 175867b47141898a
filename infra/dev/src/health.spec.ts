import http from 'node:http';
import net from 'node:net';
import { once } from 'node:events';
import { HealthTimeoutError, findBusyPorts, httpCheck, tcpCheck, waitUntilHealthy } from './health';

/** A fake service that reports "not ready" for its first `failures` requests. */
async function fakeService(failures: number) {
  let requests = 0;
  const server = http.createServer((_req, res) => {
    requests += 1;
    res.statusCode = requests > failures ? 200 : 503;
    res.end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/fake/health/ready`,
    port,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('waitUntilHealthy', () => {
  it('keeps polling until the service reports ready', async () => {
    const service = await fakeService(3);
    try {
      await waitUntilHealthy(httpCheck(service.url), {
        description: 'fake',
        timeoutMs: 10_000,
        intervalMs: 5,
      });
      expect(service.requests()).toBe(4);
    } finally {
      await service.close();
    }
  });

  it('gives up with the reason as soon as failFast has one', async () => {
    const service = await fakeService(Number.POSITIVE_INFINITY);
    try {
      const wait = waitUntilHealthy(httpCheck(service.url), {
        description: 'fake service',
        timeoutMs: 60_000,
        intervalMs: 5,
        failFast: () => (service.requests() >= 2 ? 'exited during start (code 1)' : undefined),
      });
      await expect(wait).rejects.toThrow('fake service: exited during start (code 1)');
    } finally {
      await service.close();
    }
  });

  it('fails with a timeout error when nothing ever answers', async () => {
    const port = await closedPort();
    await expect(
      waitUntilHealthy(tcpCheck('127.0.0.1', port), {
        description: 'nothing',
        timeoutMs: 50,
        intervalMs: 5,
      }),
    ).rejects.toBeInstanceOf(HealthTimeoutError);
  });
});

describe('checks', () => {
  it('tells a listening port from a closed one', async () => {
    const service = await fakeService(0);
    const port = await closedPort();
    try {
      expect(await tcpCheck('127.0.0.1', service.port)()).toBe(true);
      expect(await tcpCheck('127.0.0.1', port)()).toBe(false);
      expect(await findBusyPorts([service.port, port])).toEqual([service.port]);
    } finally {
      await service.close();
    }
  });

  it('treats a non-2xx answer as unhealthy', async () => {
    const service = await fakeService(1);
    try {
      expect(await httpCheck(service.url)()).toBe(false);
      expect(await httpCheck(service.url)()).toBe(true);
    } finally {
      await service.close();
    }
  });
});
