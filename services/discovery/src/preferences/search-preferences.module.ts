import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { SearchHistoryWriter } from './search-history-writer';
import { SearchPreferencesController } from './search-preferences.controller';
import { SearchPreferencesRepository } from './search-preferences.repository';
import { SEARCH_PREFERENCES_MODEL, SearchPreferencesSchema } from './search-preferences.schema';
import { SearchPreferencesService } from './search-preferences.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: SEARCH_PREFERENCES_MODEL, schema: SearchPreferencesSchema },
    ]),
  ],
  controllers: [SearchPreferencesController],
  providers: [SearchPreferencesRepository, SearchHistoryWriter, SearchPreferencesService],
  exports: [SearchPreferencesService],
})
export class SearchPreferencesModule {}
