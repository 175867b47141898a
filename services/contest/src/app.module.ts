import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';
import { FilmsModule } from './films/films.module';
import { PeopleModule } from './people/people.module';
import { RoundsModule } from './rounds/rounds.module';
import { contestService } from './service-definition';
import { VipModule } from './vip/vip.module';

@Module({
  imports: [ServiceKitModule.forRoot(contestService), PeopleModule, RoundsModule, FilmsModule, VipModule],
})
export class AppModule {}
