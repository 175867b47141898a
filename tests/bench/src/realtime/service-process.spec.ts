import { processMetricIn } from './service-process';

describe('processMetricIn', () => {
  const metrics = [
    '# HELP process_resident_memory_bytes Resident memory size in bytes.',
    '# TYPE process_resident_memory_bytes gauge',
    'process_resident_memory_bytes{service="notifications"} 131072000',
    'process_cpu_seconds_total{service="notifications"} 12.5',
    'process_cpu_user_seconds_total{service="notifications"} 10',
    'nodejs_heap_size_total_bytes{service="notifications"} 1',
  ].join('\n');

  it("reads a figure of the service's process behind its default labels", () => {
    expect(processMetricIn(metrics, 'process_resident_memory_bytes')).toBe(131_072_000);
    expect(processMetricIn(metrics, 'process_cpu_seconds_total')).toBe(12.5);
  });

  it('fails without the figure rather than reporting zero', () => {
    expect(() =>
      processMetricIn('nodejs_heap_size_total_bytes 1', 'process_cpu_seconds_total'),
    ).toThrow('no process_cpu_seconds_total');
  });
});
