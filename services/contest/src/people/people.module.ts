import { Module } from '@nestjs/common';
import { PeopleDirectoryModule } from '@filmcollab/service-kit';
import { PeopleService } from './people.service';

@Module({
  imports: [PeopleDirectoryModule],
  providers: [PeopleService],
  exports: [PeopleService],
})
export class PeopleModule {}
