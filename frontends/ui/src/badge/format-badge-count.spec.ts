import { formatBadgeCount } from './format-badge-count';

it('shows counts up to 99 and caps anything larger at 99+', () => {
  expect(formatBadgeCount(0)).toBe('0');
  expect(formatBadgeCount(7)).toBe('7');
  expect(formatBadgeCount(99)).toBe('99');
  expect(formatBadgeCount(100)).toBe('99+');
  expect(formatBadgeCount(12345)).toBe('99+');
});
