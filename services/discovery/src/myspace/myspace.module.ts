import { Module } from '@nestjs/common';
import { ReadModelsModule } from '../read-models/read-models.module';
import { MySpaceController } from './myspace.controller';
import { MySpaceService } from './myspace.service';

@Module({
  imports: [ReadModelsModule],
  controllers: [MySpaceController],
  providers: [MySpaceService],
})
export class MySpaceModule {}
