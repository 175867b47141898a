import { Module } from '@nestjs/common';
import { SearchPreferencesModule } from '../preferences/search-preferences.module';
import { ReadModelsModule } from '../read-models/read-models.module';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

@Module({
  imports: [ReadModelsModule, SearchPreferencesModule],
  controllers: [SearchController],
  providers: [SearchService],
})
export class SearchModule {}
