import { Module } from '@nestjs/common';
import { RealtimePublisher } from './realtime-publisher';

/** Import in a feature module that pushes to browsers; uses the kit's NATS connection. */
@Module({ providers: [RealtimePublisher], exports: [RealtimePublisher] })
export class RealtimeModule {}
