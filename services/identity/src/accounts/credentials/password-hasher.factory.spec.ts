import { createPasswordHasher } from './password-hasher.factory';

describe('createPasswordHasher', () => {
  it('hashes at the configured cost', async () => {
    const hasher = createPasswordHasher({
      NODE_ENV: 'test',
      PASSWORD_HASH_COST: 10,
      PASSWORD_HASH_CONCURRENCY: 2,
    });
    expect(await hasher.hash('Demo-Passw0rd!')).toMatch(/^scrypt\$1024\$8\$3\$/);
  });

  it('refuses a cost below OWASP’s in production, and takes it anywhere else', () => {
    const config = { PASSWORD_HASH_COST: 14, PASSWORD_HASH_CONCURRENCY: 2 };
    expect(() => createPasswordHasher({ ...config, NODE_ENV: 'production' })).toThrow(
      'PASSWORD_HASH_COST=14 is for test runs: production needs at least 15',
    );
    expect(() => createPasswordHasher({ ...config, NODE_ENV: 'development' })).not.toThrow();
    expect(() =>
      createPasswordHasher({ ...config, PASSWORD_HASH_COST: 15, NODE_ENV: 'production' }),
    ).not.toThrow();
  });
});
