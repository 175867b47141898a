import { groupByDate } from './chat-grouping';

describe('groupByDate', () => {
  it('groups consecutive messages of one local day under Today, Yesterday or the date', () => {
    const now = new Date(2025, 5, 10, 15, 0);
    const at = (day: number, hour: number) => ({
      createdAt: new Date(2025, 5, day, hour).toISOString(),
    });
    const groups = groupByDate([at(3, 9), at(3, 10), at(9, 23), at(10, 1), at(10, 2)], now);
    expect(
      groups.map((g) => [g.label.includes('2025') ? 'date' : g.label, g.items.length]),
    ).toEqual([
      ['date', 2],
      ['Yesterday', 1],
      ['Today', 2],
    ]);
  });
});
