import { Module } from '@nestjs/common';
import { PeopleModule } from '../people/people.module';
import { MentionsService } from './mentions.service';

@Module({
  imports: [PeopleModule],
  providers: [MentionsService],
  exports: [MentionsService],
})
export class MentionsModule {}
