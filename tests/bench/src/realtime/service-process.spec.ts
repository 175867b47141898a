import { consumerBacklogIn, processMetricIn } from './service-process';

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

describe('consumerBacklogIn', () => {
  const metrics = [
    'filmcollab_jetstream_consumer_pending{subject="messaging.message.sent",state="pending",service="notifications"} 120',
    'filmcollab_jetstream_consumer_pending{subject="messaging.message.sent",state="ack_pending",service="notifications"} 64',
    'filmcollab_jetstream_consumer_pending{subject="messaging.conversation.read",state="pending",service="notifications"} 7',
  ].join('\n');

  it("adds a subject's pending and unacknowledged events, not another subject's", () => {
    expect(consumerBacklogIn(metrics, 'messaging.message.sent')).toBe(184);
    expect(consumerBacklogIn(metrics, 'messaging.conversation.read')).toBe(7);
  });

  it('fails when the service does not consume the subject rather than reporting zero', () => {
    expect(() => consumerBacklogIn(metrics, 'profiles.profile.updated')).toThrow(
      'no consumer of profiles.profile.updated',
    );
  });
});
