import type { SearchHistoryRecord } from './search-preferences.repository';
import { SearchHistoryWriter } from './search-history-writer';

const entry = (query: string): SearchHistoryRecord => ({
  query,
  filters: {},
  timestamp: new Date('2026-11-23T12:00:00Z'),
});

function fakeRepository(failures = 0) {
  const pushes: { userId: string; queries: string[] }[] = [];
  let failing = failures;
  return {
    pushes,
    pushHistory: jest.fn(async (userId: string, entries: readonly SearchHistoryRecord[]) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (failing-- > 0) throw new Error('database unavailable');
      pushes.push({ userId, queries: entries.map((e) => e.query) });
    }),
  };
}

describe('SearchHistoryWriter', () => {
  it('writes the searches queued meanwhile in one update per user, in order', async () => {
    const repository = fakeRepository();
    const writer = new SearchHistoryWriter(repository as never);
    writer.record('u1', entry('a'));
    writer.record('u1', entry('b'));
    writer.record('u2', entry('x'));
    await writer.settled('u1');
    writer.record('u1', entry('c'));
    await writer.settled('u1');
    await writer.settled('u2');
    expect(repository.pushes).toEqual([
      { userId: 'u1', queries: ['a', 'b'] },
      { userId: 'u2', queries: ['x'] },
      { userId: 'u1', queries: ['c'] },
    ]);
  });

  it('keeps a search whose write failed and stores it with the next ones', async () => {
    const repository = fakeRepository(1);
    const writer = new SearchHistoryWriter(repository as never);
    jest.spyOn(writer['logger'], 'warn').mockImplementation(() => undefined);
    writer.record('u1', entry('a'));
    await writer.settled('u1');
    expect(repository.pushes).toEqual([]);
    writer.record('u1', entry('b'));
    await writer.settled('u1');
    expect(repository.pushes).toEqual([{ userId: 'u1', queries: ['a', 'b'] }]);
  });

  it('writes what is queued before the service stops', async () => {
    const repository = fakeRepository();
    const writer = new SearchHistoryWriter(repository as never);
    writer.record('u1', entry('a'));
    await writer.beforeApplicationShutdown();
    expect(repository.pushes).toEqual([{ userId: 'u1', queries: ['a'] }]);
  });
});
