import { randomBytes } from 'node:crypto';

export interface TestNatsAccount {
  user: string;
  password: string;
}

/** `count` accounts named test0…, each with its own user and a random password. */
export function testNatsAccounts(count: number): TestNatsAccount[] {
  return Array.from({ length: count }, (_, index) => ({
    user: `test${index}`,
    password: randomBytes(12).toString('hex'),
  }));
}

/**
 * A nats-server (2.9+) configuration: JetStream on `storeDir`, listening on 127.0.0.1 only; with
 * accounts, each one has JetStream and its own subjects, streams and consumers.
 */
export function natsServerConfig(options: {
  port: number;
  storeDir: string;
  accounts: TestNatsAccount[];
}): string {
  const lines = [
    `listen: "127.0.0.1:${options.port}"`,
    `jetstream { store_dir: ${JSON.stringify(options.storeDir)} }`,
  ];
  if (options.accounts.length) {
    lines.push('accounts {');
    options.accounts.forEach(({ user, password }, index) => {
      lines.push(
        `  TEST${index} { jetstream: enabled, users: [ { user: ${JSON.stringify(user)}, password: ${JSON.stringify(password)} } ] }`,
      );
    });
    lines.push('}');
  }
  return `${lines.join('\n')}\n`;
}
