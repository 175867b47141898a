import { Module } from '@nestjs/common';
import { SearchPreferencesModule } from '../preferences/search-preferences.module';
import { ReadModelsModule } from '../read-models/read-models.module';
import { RecommendationsController } from './recommendations.controller';
import { RecommendationsService } from './recommendations.service';

@Module({
  imports: [ReadModelsModule, SearchPreferencesModule],
  controllers: [RecommendationsController],
  providers: [RecommendationsService],
})
export class RecommendationsModule {}
