import { Injectable, Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { ServiceKitModule } from '../service-kit.module';
import { messagingTestService } from '../test-support/messaging-test.module';
import { startServiceHarness } from '../testing/harness/start-service-harness';

@Injectable()
class HookCounter implements OnModuleInit, OnApplicationBootstrap {
  moduleInits = 0;
  bootstraps = 0;
  onModuleInit(): void {
    this.moduleInits += 1;
  }
  onApplicationBootstrap(): void {
    this.bootstraps += 1;
  }
}

@Module({ imports: [ServiceKitModule.forRoot(messagingTestService)], providers: [HookCounter] })
class HookCounterModule {}

describe('a service app (HTTP and NATS in one container)', () => {
  it('runs each lifecycle hook once, so relays, consumers and timers start once', async () => {
    const harness = await startServiceHarness(HookCounterModule, { service: messagingTestService });
    try {
      const counter = harness.get(HookCounter);
      expect({ moduleInits: counter.moduleInits, bootstraps: counter.bootstraps }).toEqual({
        moduleInits: 1,
        bootstraps: 1,
      });
    } finally {
      await harness.stop();
    }
  });
});
