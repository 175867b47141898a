import { Injectable, Module } from '@nestjs/common';
import { HandleEvent } from '../events/handle-event.decorator';
import { defineService } from '../service/define-service';
import { ServiceKitModule } from '../service-kit.module';
import { SceneShotEvent } from '../test-support/messaging-test.module';
import { startServiceHarness } from '../testing/harness/start-service-harness';

// A consumer of the contest stream whose owner never starts: its binding keeps being retried.
const waitingService = defineService({
  name: 'discovery',
  description: 'The kit binding test service.',
  publishes: [],
});

@Injectable()
class WaitingHandlers {
  @HandleEvent(SceneShotEvent)
  onShot(): void {}
}

@Module({
  imports: [ServiceKitModule.forRoot(waitingService)],
  providers: [WaitingHandlers],
})
class WaitingModule {}

describe('a consumer whose stream is not declared yet', () => {
  it('stops at once on shutdown instead of sleeping out its binding back-off', async () => {
    const harness = await startServiceHarness(WaitingModule, { service: waitingService });
    // Attempts after 0.5, 1.5, 3.5 and 7.5 s: by now the retry sleeps 8 s, until about 15.5 s.
    await new Promise((resolve) => setTimeout(resolve, 8_500));
    const stopping = Date.now();
    await harness.stop();
    expect(Date.now() - stopping).toBeLessThan(4_000);
  }, 30_000);
});
