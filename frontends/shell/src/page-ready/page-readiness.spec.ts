import { PageReadiness } from './page-readiness';

describe('PageReadiness.readyWithin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    await Promise.resolve();
    return done;
  };

  it('resolves when the page becomes ready, not before', async () => {
    const readiness = new PageReadiness();
    const ready = readiness.readyWithin(5000);
    expect(await settled(ready)).toBe(false);
    readiness.markReady();
    expect(await settled(ready)).toBe(true);
  });

  it('resolves at once on a ready page, and after the time limit on one that never settles', async () => {
    const readiness = new PageReadiness();
    const late = readiness.readyWithin(5000);
    jest.advanceTimersByTime(4999);
    expect(await settled(late)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(late)).toBe(true);

    readiness.markReady();
    expect(await settled(readiness.readyWithin(5000))).toBe(true);
  });
});
