import { Module } from '@nestjs/common';
import { PeopleDirectoryModule } from '@filmcollab/service-kit';
import { MentionsController } from './mentions.controller';
import { PeopleService } from './people.service';

@Module({
  imports: [PeopleDirectoryModule],
  controllers: [MentionsController],
  providers: [PeopleService],
  exports: [PeopleService],
})
export class PeopleModule {}
