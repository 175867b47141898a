import { wouldCreateCycle } from './dependency-graph';

describe('wouldCreateCycle', () => {
  const chain = [
    { from: 'c', to: 'b' },
    { from: 'b', to: 'a' },
  ];

  it('refuses a task depending on itself', () => {
    expect(wouldCreateCycle([], 'a', 'a')).toBe(true);
  });

  it('refuses closing a loop through other tasks', () => {
    expect(wouldCreateCycle(chain, 'a', 'c')).toBe(true);
    expect(wouldCreateCycle(chain, 'b', 'c')).toBe(true);
  });

  it('accepts edges that keep the graph acyclic', () => {
    expect(wouldCreateCycle(chain, 'c', 'a')).toBe(false);
    expect(wouldCreateCycle(chain, 'd', 'c')).toBe(false);
  });

  it('terminates on diamonds', () => {
    const diamond = [
      { from: 'd', to: 'b' },
      { from: 'd', to: 'c' },
      { from: 'b', to: 'a' },
      { from: 'c', to: 'a' },
    ];
    expect(wouldCreateCycle(diamond, 'e', 'd')).toBe(false);
    expect(wouldCreateCycle(diamond, 'a', 'd')).toBe(true);
  });
});
