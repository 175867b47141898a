/** Runs tasks that share a key one after the other; tasks of different keys run side by side. */
export class KeyedSerialQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Holds every key (taken in sorted order, so two callers never wait on each other). */
  runAll<T>(keys: string[], task: () => Promise<T>): Promise<T> {
    return [...new Set(keys)]
      .sort()
      .reduceRight<() => Promise<T>>((inner, key) => () => this.run(key, inner), task)();
  }
}
