import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect } from '@nats-io/transport-node';
import { readYaml, registeredServices, repoPath } from './repo-files';

const compose = readYaml<{
  services: Record<
    string,
    { environment?: Record<string, string>; command?: string[]; volumes?: string[] }
  >;
}>('docker-compose.yml');
const services = registeredServices().map((service) => service.name);

describe('NATS: one user per service, no anonymous clients (compose)', () => {
  it('runs nats-server with infra/nats/nats-server.conf and gives each service its own user', () => {
    expect(compose.services.nats.command).toEqual(['-c', '/etc/nats/nats-server.conf']);
    expect(compose.services.nats.volumes).toContain(
      './infra/nats/nats-server.conf:/etc/nats/nats-server.conf:ro',
    );
    for (const name of services) {
      const secret = `NATS_SECRET_${name.toUpperCase()}`;
      expect(compose.services[name].environment?.NATS_URL).toBe(
        `nats://${name}:\${${secret}:?set ${secret}}@nats:4222`,
      );
      expect(compose.services.nats.environment?.[secret]).toBe(`\${${secret}:?set ${secret}}`);
    }
  });

  describe('the configuration, on a real nats-server', () => {
    let dir: string;
    let server: ChildProcess;
    const port = 14_000 + Math.floor(Math.random() * 1000);

    beforeAll(async () => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'filmcollab-nats-'));
      const conf = readFileSync(repoPath('infra', 'nats', 'nats-server.conf'), 'utf8')
        .replace('store_dir: /data', `store_dir: ${JSON.stringify(path.join(dir, 'data'))}`)
        .replace('port: 4222', `port: ${port}`)
        .replace('http_port: 8222', 'http_port: -1');
      writeFileSync(path.join(dir, 'nats.conf'), conf);
      const env = Object.fromEntries(
        services.map((name) => [`NATS_SECRET_${name.toUpperCase()}`, `pw-${name}`]),
      );
      const binary =
        ['/usr/sbin/nats-server', 'nats-server'].find((candidate) => candidate) ?? 'nats-server';
      server = spawn(binary, ['-c', path.join(dir, 'nats.conf')], {
        env: { ...process.env, ...env },
        stdio: 'ignore',
      });
      for (let attempt = 0; attempt < 50; attempt += 1) {
        try {
          await (
            await connect({ servers: `127.0.0.1:${port}`, user: 'profiles', pass: 'pw-profiles' })
          ).close();
          return;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    }, 15_000);

    afterAll(() => {
      server?.kill();
      rmSync(dir, { recursive: true, force: true });
    });

    it('lets every service in with its own password', async () => {
      for (const name of services) {
        const connection = await connect({
          servers: `127.0.0.1:${port}`,
          user: name,
          pass: `pw-${name}`,
        });
        await connection.close();
      }
    });

    it('refuses anonymous clients and wrong passwords', async () => {
      await expect(connect({ servers: `127.0.0.1:${port}`, reconnect: false })).rejects.toThrow(
        /authoriz/i,
      );
      await expect(
        connect({
          servers: `127.0.0.1:${port}`,
          user: 'profiles',
          pass: 'pw-contest',
          reconnect: false,
        }),
      ).rejects.toThrow(/authoriz/i);
    });
  });
});
