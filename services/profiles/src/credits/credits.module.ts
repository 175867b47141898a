import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ProfilesModule } from '../profiles/profiles.module';
import { CreditsService } from './credits.service';
import { ProjectEventsHandler } from './project-events.handler';
import { ProjectTitleRepository } from './project-title.repository';
import { PROJECT_TITLE_MODEL, ProjectTitleSchema } from './project-title.schema';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: PROJECT_TITLE_MODEL, schema: ProjectTitleSchema }]),
    ProfilesModule,
  ],
  providers: [ProjectTitleRepository, CreditsService, ProjectEventsHandler],
})
export class CreditsModule {}
