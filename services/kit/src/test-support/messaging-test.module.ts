import { Controller, Injectable, Module, Post } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { defineEvent, defineQuery, type EventEnvelope } from '@filmcollab/contracts';
import { z } from 'zod';
import { getCorrelationId } from '../correlation/correlation-id';
import { DomainError } from '../errors/domain-error';
import { EventBus } from '../events/event-bus';
import { HandleEvent } from '../events/handle-event.decorator';
import { QueryClient } from '../queries/query-client';
import { ServiceKitModule } from '../service-kit.module';
import { ZodBody, ZodPayload } from '../validation/zod-decorators';

export const SceneShotEvent = defineEvent(
  'kittest.scene.shot',
  z.object({ scene: z.number().int() }),
);
export const SceneCutEvent = defineEvent(
  'kittest.scene.cut',
  z.object({ scene: z.number().int() }),
);

export const TakeCountQuery = defineQuery(
  'kittest.takes.count',
  z.object({ scene: z.number().int().positive() }),
  z.object({ scene: z.number(), takes: z.number(), correlationId: z.string().optional() }),
);
/** The same subject with a looser request, to show the responder validates too. */
export const LooseTakeCountQuery = defineQuery('kittest.takes.count', z.unknown(), z.unknown());
export const BrokenAnswerQuery = defineQuery(
  'kittest.takes.broken',
  z.object({}),
  z.object({ takes: z.number() }),
);
export const RefusingQuery = defineQuery('kittest.takes.refused', z.object({}), z.object({}));
export const UnansweredQuery = defineQuery('kittest.takes.unanswered', z.object({}), z.object({}));

export interface HandledEvent {
  subject: string;
  payload: unknown;
  envelope: EventEnvelope;
  correlationId?: string;
}

/** What the test handlers saw, and how they should behave. */
@Injectable()
export class Recorder {
  readonly handled: HandledEvent[] = [];
  readonly attempts = new Map<number, number>();
  failuresBeforeSuccess = new Map<number, number>();

  count(scene: number): number {
    return this.handled.filter((h) => (h.payload as { scene: number }).scene === scene).length;
  }
}

@Injectable()
export class SceneHandlers {
  constructor(private readonly recorder: Recorder) {}

  @HandleEvent(SceneShotEvent)
  onShot(payload: { scene: number }, envelope: EventEnvelope): void {
    const attempts = (this.recorder.attempts.get(payload.scene) ?? 0) + 1;
    this.recorder.attempts.set(payload.scene, attempts);
    if (attempts <= (this.recorder.failuresBeforeSuccess.get(payload.scene) ?? 0)) {
      throw new Error(`scene ${payload.scene} is not ready yet`);
    }
    this.recorder.handled.push({
      subject: envelope.subject,
      payload,
      envelope,
      correlationId: getCorrelationId(),
    });
  }
}

const PublishBody = z.object({ scene: z.number().int() });

@Controller('scenes')
export class ScenesController {
  constructor(
    private readonly events: EventBus,
    private readonly queries: QueryClient,
  ) {}

  @Post('shoot')
  async shoot(@ZodBody(PublishBody) body: z.infer<typeof PublishBody>) {
    const { envelope } = await this.events.publish(SceneShotEvent, body);
    return { id: envelope.id };
  }

  @Post('takes')
  takes(@ZodBody(PublishBody) body: z.infer<typeof PublishBody>) {
    return this.queries.request(TakeCountQuery, body);
  }

  @MessagePattern(TakeCountQuery.subject)
  countTakes(@ZodPayload(TakeCountQuery.request) request: z.infer<typeof TakeCountQuery.request>) {
    return { scene: request.scene, takes: request.scene * 2, correlationId: getCorrelationId() };
  }

  @MessagePattern(BrokenAnswerQuery.subject)
  broken() {
    return { takes: 'many' };
  }

  @MessagePattern(RefusingQuery.subject)
  refuse(): never {
    throw new DomainError('SCENE_LOCKED', 'This scene is locked.', {
      status: 423,
      hint: 'Ask the director.',
    });
  }
}

@Module({
  imports: [ServiceKitModule.forRoot({ service: 'kittest' })],
  controllers: [ScenesController],
  providers: [Recorder, SceneHandlers],
})
export class MessagingTestModule {}
