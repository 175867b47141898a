import { Module } from '@nestjs/common';
import { RealtimeModule } from '@filmcollab/service-kit';
import { BoardNotifier } from './board-notifier';

@Module({ imports: [RealtimeModule], providers: [BoardNotifier], exports: [BoardNotifier] })
export class BoardModule {}
