import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { tcpCheck } from './health';
import { startStack, type RunningStack } from './stack';
import { freePorts } from './testing/free-ports';
import { sendMail } from './testing/send-mail';

jest.setTimeout(90_000);

/** The infrastructure half of the stack (no services, no gateway) on free ports. */
describe('stack: nats + mongo + s3 + mail', () => {
  let dataDir: string;
  let ports: {
    nats: number;
    natsMonitor: number;
    mongo: number;
    s3: number;
    smtp: number;
    mailWeb: number;
    gateway: number;
  };
  let logs = '';
  const output = new Writable({
    write(chunk, _encoding, callback) {
      logs += String(chunk);
      callback();
    },
  });
  const start = () =>
    startStack({
      dataDir,
      ports,
      components: ['nats', 'mongo', 's3', 'mail'],
      output,
      healthTimeoutMs: 30_000,
    });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'filmcollab-dev-stack-'));
    const [nats, natsMonitor, mongo, s3, smtp, mailWeb, gateway] = await freePorts(7);
    ports = { nats, natsMonitor, mongo, s3, smtp, mailWeb, gateway };
  });

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts everything healthy, stops it cleanly and keeps the data for the next run', async () => {
    let stack: RunningStack | undefined = await start();
    try {
      const health = await fetch(`http://127.0.0.1:${ports.natsMonitor}/healthz`);
      expect(health.status).toBe(200);
      expect(await tcpCheck('127.0.0.1', ports.mongo)()).toBe(true);

      const buckets = await (await fetch(`http://127.0.0.1:${ports.s3}/`)).text();
      for (const bucket of ['profile-images', 'contest-films', 'project-files', 'post-images']) {
        expect(buckets).toContain(`<Name>${bucket}</Name>`);
      }
      const preflight = (origin: string) =>
        fetch(`http://127.0.0.1:${ports.s3}/post-images/a.png`, {
          method: 'OPTIONS',
          headers: { Origin: origin, 'Access-Control-Request-Method': 'PUT' },
        });
      expect((await preflight(`http://localhost:${ports.gateway}`)).status).toBe(200);
      expect((await preflight('http://evil.example')).status).toBe(403);
      const put = await fetch(`http://127.0.0.1:${ports.s3}/post-images/kept.txt`, {
        method: 'PUT',
        body: 'still here',
        headers: { Origin: `http://localhost:${ports.gateway}` },
      });
      expect(put.status).toBe(200);
      expect(put.headers.get('access-control-expose-headers')).toContain('ETag');

      await sendMail(ports.smtp, 'ada@example.com', 'Welcome to FilmCollab', 'Hello Ada');
      const inbox = (await (
        await fetch(`http://127.0.0.1:${ports.mailWeb}/email`)
      ).json()) as Array<{ subject: string }>;
      expect(inbox.map((mail) => mail.subject)).toEqual(['Welcome to FilmCollab']);

      expect(stack.summary()).toContain(`nats://127.0.0.1:${ports.nats}`);
      await stack.stop();
      stack = undefined;
      for (const port of Object.values(ports)) {
        expect(await tcpCheck('127.0.0.1', port)()).toBe(false);
      }

      stack = await start();
      const kept = await fetch(`http://127.0.0.1:${ports.s3}/post-images/kept.txt`);
      expect(await kept.text()).toBe('still here');
      const inboxAgain = (await (
        await fetch(`http://127.0.0.1:${ports.mailWeb}/email`)
      ).json()) as Array<{
        subject: string;
      }>;
      expect(inboxAgain.map((mail) => mail.subject)).toEqual(['Welcome to FilmCollab']);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n--- stack logs ---\n${logs}`, { cause: error });
    } finally {
      await stack?.stop();
    }
  });

  it('refuses to start on ports that are taken', async () => {
    const first = await start();
    try {
      await expect(start()).rejects.toThrow(/ports already in use/);
    } finally {
      await first.stop();
    }
  });
});
