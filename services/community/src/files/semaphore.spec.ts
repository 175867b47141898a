import { Semaphore } from './semaphore';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('Semaphore', () => {
  it('runs at most `limit` tasks at once; the others wait in order and all finish', async () => {
    const semaphore = new Semaphore(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const results = gates.map((gate, index) =>
      semaphore.run(async () => {
        started.push(index);
        most = Math.max(most, ++running);
        await gate.promise;
        running -= 1;
        return index;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    expect(semaphore.waiting).toBe(2);

    gates[1].resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    gates[0].resolve();
    gates[2].resolve();
    gates[3].resolve();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3]);
    expect(most).toBe(2);
    expect(semaphore.waiting).toBe(0);
  });

  it('frees the turn of a task that fails', async () => {
    const semaphore = new Semaphore(1);
    await expect(semaphore.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await semaphore.run(() => Promise.resolve('next'))).toBe('next');
  });
});
