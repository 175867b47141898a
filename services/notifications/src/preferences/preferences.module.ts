import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PREFERENCE_MODEL, PreferenceSchema } from './preference.schema';
import { PreferencesController } from './preferences.controller';
import { PreferencesRepository } from './preferences.repository';
import { PreferencesService } from './preferences.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: PREFERENCE_MODEL, schema: PreferenceSchema }])],
  controllers: [PreferencesController],
  providers: [PreferencesRepository, PreferencesService],
  exports: [PreferencesService],
})
export class PreferencesModule {}
