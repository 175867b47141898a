import { relativeTime } from './relative-time';

describe('relativeTime', () => {
  const now = Date.parse('2026-05-01T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it("says 'Just now' under a minute, then minutes, hours and days ago", () => {
    expect(relativeTime(ago(59_000), now)).toBe('Just now');
    expect(relativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * 60_000), now)).toBe('59 minutes ago');
    expect(relativeTime(ago(3_600_000), now)).toBe('1 hour ago');
    expect(relativeTime(ago(25 * 3_600_000), now)).toBe('1 day ago');
    expect(relativeTime(ago(3 * 86_400_000), now)).toBe('3 days ago');
  });

  it("treats future and unreadable times as 'Just now'", () => {
    expect(relativeTime(new Date(now + 60_000).toISOString(), now)).toBe('Just now');
    expect(relativeTime('not a date', now)).toBe('Just now');
  });
});
