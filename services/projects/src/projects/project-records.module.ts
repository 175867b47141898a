import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ProjectFinder } from './project-finder';
import { ProjectRepository } from './project.repository';
import { PROJECT_MODEL, ProjectSchema } from './project.schema';

/**
 * The projects collection, shared by every feature of the service: `ProjectFinder` reads for them;
 * only `ProjectsService` (same feature) writes through the repository.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: PROJECT_MODEL, schema: ProjectSchema }])],
  providers: [ProjectRepository, ProjectFinder],
  exports: [ProjectRepository, ProjectFinder],
})
export class ProjectRecordsModule {}
