import { displayName, previewOf, relativeTime } from './relative-time';

describe('display rules', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it("says 'Just now' under a minute, then minutes, hours and days ago", () => {
    expect(relativeTime(ago(59_000), now)).toBe('Just now');
    expect(relativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * 60_000), now)).toBe('59 minutes ago');
    expect(relativeTime(ago(2 * 3_600_000), now)).toBe('2 hours ago');
    expect(relativeTime(ago(3 * 86_400_000), now)).toBe('3 days ago');
    expect(relativeTime(new Date(now + 5000).toISOString(), now)).toBe('Just now');
  });

  it('cuts the last message to 50 characters', () => {
    expect(previewOf('a'.repeat(50))).toBe('a'.repeat(50));
    expect(previewOf('a'.repeat(51))).toBe(`${'a'.repeat(50)}...`);
    expect(previewOf(null)).toBe('');
  });

  it('names a person by full name, else username', () => {
    expect(displayName({ fullName: null, username: 'bo' })).toBe('bo');
    expect(displayName({ fullName: 'Bo B', username: 'bo' })).toBe('Bo B');
  });
});
