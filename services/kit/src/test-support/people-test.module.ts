import { Module } from '@nestjs/common';
import { PeopleDirectoryModule } from '../people/people-directory.module';
import { defineService } from '../service/define-service';
import { ServiceKitModule } from '../service-kit.module';

// Borrows a domain that keeps a people directory; nothing of the real service is booted.
export const peopleTestService = defineService({
  name: 'community',
  description: 'The kit people directory test service.',
});

/** Imported twice, as feature modules of a service do: still one directory and one consumer. */
@Module({ imports: [PeopleDirectoryModule] })
class FeatureTestModule {}

@Module({
  imports: [ServiceKitModule.forRoot(peopleTestService), PeopleDirectoryModule, FeatureTestModule],
})
export class PeopleTestModule {}
