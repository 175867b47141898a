import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PeopleDirectory } from './people-directory';
import { PeopleDirectoryEvents } from './people-directory.events';
import { PEOPLE_DIRECTORY_MODEL, PersonCardSchema } from './person-card.schema';

/**
 * The people read model (collection `people`) kept from `identity.user.registered` and
 * `profiles.profile.changed`: `PeopleDirectory` answers who users are. Import it wherever people
 * are shown (one instance per service, whatever the number of imports); a query of the service's
 * own injects the model with `@InjectModel(PEOPLE_DIRECTORY_MODEL)`.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: PEOPLE_DIRECTORY_MODEL, schema: PersonCardSchema }])],
  providers: [PeopleDirectory, PeopleDirectoryEvents],
  exports: [PeopleDirectory, MongooseModule],
})
export class PeopleDirectoryModule {}
