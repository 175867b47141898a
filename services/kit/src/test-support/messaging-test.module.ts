import { Controller, Injectable, Module, Post } from '@nestjs/common';
import { InjectModel, MongooseModule } from '@nestjs/mongoose';
import {
  defineErrors,
  defineEvent,
  defineQuery,
  type EventEnvelope,
  type QueryRequest,
} from '@filmcollab/contracts';
import { type Model, Schema } from 'mongoose';
import { z } from 'zod';
import { getCorrelationId } from '../correlation/correlation-id';
import { DomainError } from '../errors/domain-error';
import { HandleEvent } from '../events/handle-event.decorator';
import { Outbox } from '../outbox/outbox';
import { UnitOfWork } from '../outbox/unit-of-work';
import { AnswerQuery } from '../queries/answer-query.decorator';
import { QueryClient } from '../queries/query-client';
import { defineService } from '../service/define-service';
import { ServiceKitModule } from '../service-kit.module';
import { ZodBody } from '../validation/zod-decorators';

// The kit's tests borrow the contest domain, which declares no events or queries of its own yet.
export const SceneShotEvent = defineEvent(
  'contest.scene.shot',
  z.object({ scene: z.number().int() }),
);
export const SceneCutEvent = defineEvent(
  'contest.scene.cut',
  z.object({ scene: z.number().int(), reel: z.string().optional() }),
);
/** Declared by nobody's service definition: publishing it must be refused. */
export const SceneWrappedEvent = defineEvent(
  'contest.scene.wrapped',
  z.object({ scene: z.number().int() }),
);

export const TakeCountQuery = defineQuery(
  'contest.takes.count',
  z.object({ scene: z.number().int().positive() }),
  z.object({ scene: z.number(), takes: z.number(), correlationId: z.string().optional() }),
);
/** The same subject with a looser request, to show the responder validates too. */
export const LooseTakeCountQuery = defineQuery('contest.takes.count', z.unknown(), z.unknown());
export const BrokenAnswerQuery = defineQuery(
  'contest.takes.broken',
  z.object({}),
  z.object({ takes: z.number() }),
);
export const RefusingQuery = defineQuery('contest.takes.refused', z.object({}), z.object({}));
export const UnansweredQuery = defineQuery('contest.takes.unanswered', z.object({}), z.object({}));

export const SceneErrors = defineErrors({
  SCENE_LOCKED: { status: 423, message: 'This scene is locked.' },
});

export const messagingTestService = defineService({
  name: 'contest',
  description: 'The kit messaging test service.',
  publishes: [SceneShotEvent, SceneCutEvent],
});

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
  /** Cuts in their handler right now, and the most there were at once. */
  cutsInFlight = 0;
  mostCutsAtOnce = 0;
  readonly cut: number[] = [];
  /** Cuts of a reel: the order they were handled in, how many were in the handler at once. */
  readonly reelCuts = new Map<string, number[]>();
  readonly reelsInFlight = new Map<string, number>();
  mostOfOneReelAtOnce = 0;
  mostReelsAtOnce = 0;

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

  /**
   * A cut without a reel waits (up to 2 s) for a third cut to be in the handler too, so
   * concurrency shows; a reel's cuts take 20 ms each, so two of one reel at once would show.
   */
  @HandleEvent(SceneCutEvent, {
    concurrency: 3,
    orderBy: (cut) => cut.reel ?? `scene-${cut.scene}`,
  })
  async onCut(payload: { scene: number; reel?: string }): Promise<void> {
    const recorder = this.recorder;
    if (payload.reel !== undefined) {
      const { reel, scene } = payload;
      const inFlight = recorder.reelsInFlight;
      inFlight.set(reel, (inFlight.get(reel) ?? 0) + 1);
      recorder.mostOfOneReelAtOnce = Math.max(recorder.mostOfOneReelAtOnce, inFlight.get(reel)!);
      recorder.mostReelsAtOnce = Math.max(recorder.mostReelsAtOnce, inFlight.size);
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (inFlight.get(reel) === 1) inFlight.delete(reel);
      else inFlight.set(reel, inFlight.get(reel)! - 1);
      recorder.reelCuts.set(reel, [...(recorder.reelCuts.get(reel) ?? []), scene]);
      return;
    }
    recorder.cutsInFlight += 1;
    recorder.mostCutsAtOnce = Math.max(recorder.mostCutsAtOnce, recorder.cutsInFlight);
    const deadline = Date.now() + 2000;
    while (recorder.mostCutsAtOnce < 3 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    recorder.cutsInFlight -= 1;
    recorder.cut.push(payload.scene);
  }
}

export const SCENE_MODEL = 'Scene';
export const SceneSchema = new Schema(
  { _id: { type: Number, required: true }, shotAt: { type: Date, required: true } },
  { collection: 'scenes', versionKey: false },
);

const SceneBody = z.object({ scene: z.number().int(), failAfterEvent: z.boolean().optional() });

/** A write with its event, as every domain does it. */
@Injectable()
export class ScenesService {
  constructor(
    @InjectModel(SCENE_MODEL) private readonly scenes: Model<{ _id: number; shotAt: Date }>,
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: Outbox,
  ) {}

  async shoot(scene: number, failAfterEvent = false): Promise<string> {
    return this.unitOfWork.run(async () => {
      await this.scenes.create({ _id: scene, shotAt: new Date() });
      const envelope = await this.outbox.add(SceneShotEvent, { scene });
      if (failAfterEvent) throw new Error('the write failed after its event was stored');
      return envelope.id;
    });
  }
}

@Controller('scenes')
export class ScenesController {
  constructor(
    private readonly scenes: ScenesService,
    private readonly queries: QueryClient,
  ) {}

  @Post('shoot')
  async shoot(@ZodBody(SceneBody) body: z.infer<typeof SceneBody>) {
    return { id: await this.scenes.shoot(body.scene, body.failAfterEvent) };
  }

  @Post('takes')
  takes(@ZodBody(SceneBody) body: z.infer<typeof SceneBody>) {
    return this.queries.request(TakeCountQuery, { scene: body.scene });
  }

  @AnswerQuery(TakeCountQuery)
  countTakes(request: QueryRequest<typeof TakeCountQuery>) {
    return { scene: request.scene, takes: request.scene * 2, correlationId: getCorrelationId() };
  }

  @AnswerQuery(BrokenAnswerQuery)
  broken() {
    return { takes: 'many' } as never;
  }

  @AnswerQuery(RefusingQuery)
  refuse(): never {
    throw new DomainError(SceneErrors.SCENE_LOCKED, { hint: 'Ask the director.' });
  }
}

@Module({
  imports: [
    ServiceKitModule.forRoot(messagingTestService),
    MongooseModule.forFeature([{ name: SCENE_MODEL, schema: SceneSchema }]),
  ],
  controllers: [ScenesController],
  providers: [Recorder, SceneHandlers, ScenesService],
})
export class MessagingTestModule {}
