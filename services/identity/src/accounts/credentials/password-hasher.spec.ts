import { PasswordHasher } from './password-hasher';

describe('PasswordHasher', () => {
  // Small cost keeps the suite quick; the format and checks are the same as in production.
  const hasher = new PasswordHasher({ N: 2 ** 10, r: 8, p: 1 });

  it('accepts the password it hashed and refuses another one', async () => {
    const stored = await hasher.hash('Demo-Passw0rd!');
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    await expect(hasher.verify('Demo-Passw0rd!', stored)).resolves.toBe(true);
    await expect(hasher.verify('demo-passw0rd!', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    const [first, second] = await Promise.all([hasher.hash('same'), hasher.hash('same')]);
    expect(first).not.toEqual(second);
  });

  it('refuses malformed stored hashes', async () => {
    await expect(hasher.verify('x', 'plain-text')).resolves.toBe(false);
    await expect(hasher.verifyAgainstDecoy('x')).resolves.toBe(false);
  });

  it('defaults to a memory-hard cost', async () => {
    const stored = await new PasswordHasher().hash('Demo-Passw0rd!');
    expect(stored.startsWith('scrypt$32768$8$3$')).toBe(true);
  });
});

describe('PasswordHasher under load', () => {
  afterEach(() => jest.restoreAllMocks());

  it('computes at most its concurrency of hashes at once; the rest wait and still finish', async () => {
    const crypto = jest.requireActual<typeof import('node:crypto')>('node:crypto');
    const original = crypto.scrypt;
    let running = 0;
    let mostAtOnce = 0;
    jest.spyOn(crypto, 'scrypt').mockImplementation(((...args: unknown[]) => {
      const callback = args.pop() as (error: Error | null, key: Buffer) => void;
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      (original as (...a: unknown[]) => void)(...args, (error: Error | null, key: Buffer) => {
        running--;
        callback(error, key);
      });
    }) as typeof crypto.scrypt);

    const hasher = new PasswordHasher({ N: 2 ** 10, r: 8, p: 1 }, 2);
    const stored = await hasher.hash('Demo-Passw0rd!');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        hasher.verify(i === 0 ? 'Demo-Passw0rd!' : `guess-${i}`, stored),
      ),
    );

    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(mostAtOnce).toBe(2);
  });
});
