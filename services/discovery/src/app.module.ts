import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';
import { MySpaceModule } from './myspace/myspace.module';
import { SearchPreferencesModule } from './preferences/search-preferences.module';
import { ReadModelsModule } from './read-models/read-models.module';
import { RecommendationsModule } from './recommendations/recommendations.module';
import { SearchModule } from './search/search.module';
import { discoveryService } from './service-definition';

@Module({
  imports: [
    ServiceKitModule.forRoot(discoveryService),
    ReadModelsModule,
    SearchPreferencesModule,
    SearchModule,
    RecommendationsModule,
    MySpaceModule,
  ],
})
export class AppModule {}
