import { mapLimited } from './map-limited';

describe('mapLimited', () => {
  it('keeps the results in order and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimited([30, 10, 20, 0, 5], 2, async (delay, index) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, delay));
      running -= 1;
      return `${index}:${delay}`;
    });
    expect(results).toEqual(['0:30', '1:10', '2:20', '3:0', '4:5']);
    expect(most).toBe(2);
  });

  it('rejects with the first failure', async () => {
    await expect(
      mapLimited([1, 2, 3], 3, async (n) => {
        if (n === 2) throw new Error('two failed');
        return n;
      }),
    ).rejects.toThrow('two failed');
  });
});
