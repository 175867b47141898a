import { Outbox } from '../outbox/outbox';
import { UnitOfWork } from '../outbox/unit-of-work';
import {
  messagingTestService,
  MessagingTestModule,
  Recorder,
  SceneShotEvent,
} from '../test-support/messaging-test.module';
import { startServiceHarness } from '../testing/harness/start-service-harness';

describe('EVENT_CONSUMERS=off (seed and maintenance scripts)', () => {
  it('publishes what the process writes but handles no event', async () => {
    const harness = await startServiceHarness(MessagingTestModule, {
      service: messagingTestService,
      env: { EVENT_CONSUMERS: 'off', OUTBOX_POLL_MS: '100' },
    });
    try {
      const published = await harness.recordEvents(SceneShotEvent);
      await harness
        .get(UnitOfWork)
        .run(() => harness.get(Outbox).add(SceneShotEvent, { scene: 7 }));
      await harness.waitFor(() => published.payloads.some((p) => p.scene === 7), 5_000, 'relayed');
      // Time enough for a bound consumer to have handled it (they do within milliseconds).
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(harness.get(Recorder).count(7)).toBe(0);
    } finally {
      await harness.stop();
    }
  });
});
