import { residentMemoryIn } from './server-memory';

describe('residentMemoryIn', () => {
  it("reads the service's resident memory behind its default labels", () => {
    const metrics = [
      '# HELP process_resident_memory_bytes Resident memory size in bytes.',
      '# TYPE process_resident_memory_bytes gauge',
      'process_resident_memory_bytes{service="notifications"} 131072000',
      'nodejs_heap_size_total_bytes{service="notifications"} 1',
    ].join('\n');
    expect(residentMemoryIn(metrics)).toBe(131_072_000);
  });

  it('fails without the figure rather than reporting zero', () => {
    expect(() => residentMemoryIn('nodejs_heap_size_total_bytes 1')).toThrow(
      'no process_resident_memory_bytes',
    );
  });
});
