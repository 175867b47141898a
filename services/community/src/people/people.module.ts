import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MentionsController } from './mentions.controller';
import { PeopleEventsHandler } from './people-events.handler';
import { PeopleService } from './people.service';
import { PersonRepository } from './person.repository';
import { PERSON_MODEL, PersonSchema } from './person.schema';

@Module({
  imports: [MongooseModule.forFeature([{ name: PERSON_MODEL, schema: PersonSchema }])],
  controllers: [MentionsController],
  providers: [PersonRepository, PeopleService, PeopleEventsHandler],
  exports: [PeopleService],
})
export class PeopleModule {}
