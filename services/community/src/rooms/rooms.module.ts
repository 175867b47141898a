import { Module } from '@nestjs/common';
import { FeedModule } from '../feed/feed.module';
import { RoomAccessController } from './room-access.controller';

@Module({ imports: [FeedModule], controllers: [RoomAccessController] })
export class RoomsModule {}
