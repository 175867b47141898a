import { formatClock, formatDuration, formatFileSize } from './format';

describe('workspace formats (spec 03 §9)', () => {
  it('shows file sizes in Bytes, KB, MB or GB', () => {
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  });

  it('runs the clock as h:mm:ss', () => {
    expect(formatClock(0)).toBe('0:00:00');
    expect(formatClock((3600 + 62) * 1000)).toBe('1:01:02');
  });

  it('rounds durations to whole minutes as Xh Ym', () => {
    expect(formatDuration(91)).toBe('1h 31m');
    expect(formatDuration(29.6)).toBe('0h 30m');
  });
});
