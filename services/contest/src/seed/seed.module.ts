import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';
import { FilmsModule } from '../films/films.module';
import { PeopleModule } from '../people/people.module';
import { RoundsModule } from '../rounds/rounds.module';
import { contestService } from '../service-definition';

/** The contest's features without HTTP, for the seed command (its own configuration). */
@Module({
  imports: [ServiceKitModule.forRoot(contestService), PeopleModule, RoundsModule, FilmsModule],
})
export class SeedModule {}
