import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PeopleEventsHandler } from './people-events.handler';
import { PeopleRepository } from './people.repository';
import { PeopleService } from './people.service';
import { PERSON_MODEL, PersonSchema } from './person.schema';

@Module({
  imports: [MongooseModule.forFeature([{ name: PERSON_MODEL, schema: PersonSchema }])],
  providers: [PeopleRepository, PeopleService, PeopleEventsHandler],
  exports: [PeopleService],
})
export class PeopleModule {}
