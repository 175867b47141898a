import { Controller, Get, Injectable, Module } from '@nestjs/common';
import { defineService } from '../service/define-service';
import { ServiceKitModule } from '../service-kit.module';

export const shutdownTestService = defineService({
  name: 'workspace',
  description: 'The kit shutdown test service.',
});

/** Holds a request open until the test lets it finish. */
@Injectable()
export class Gate {
  entered = false;
  private release!: () => void;
  readonly opened = new Promise<void>((resolve) => {
    this.release = resolve;
  });

  open(): void {
    this.release();
  }
}

@Controller('slow')
export class SlowController {
  constructor(private readonly gate: Gate) {}

  @Get()
  async slow(): Promise<{ finished: true }> {
    this.gate.entered = true;
    await this.gate.opened;
    return { finished: true };
  }
}

@Module({
  imports: [ServiceKitModule.forRoot(shutdownTestService)],
  controllers: [SlowController],
  providers: [Gate],
})
export class ShutdownTestModule {}
