import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ObjectStorageModule } from '@filmcollab/service-kit';
import { MembershipModule } from '../membership/membership.module';
import { PeopleModule } from '../people/people.module';
import { BoardModule } from '../realtime/board.module';
import { FilesController } from './files.controller';
import { FilesService } from './files.service';
import { ProjectFileRepository } from './project-file.repository';
import { PROJECT_FILE_MODEL, ProjectFileSchemaDefinition } from './project-file.schema';

@Module({
  imports: [
    MembershipModule,
    PeopleModule,
    BoardModule,
    ObjectStorageModule,
    MongooseModule.forFeature([{ name: PROJECT_FILE_MODEL, schema: ProjectFileSchemaDefinition }]),
  ],
  controllers: [FilesController],
  providers: [ProjectFileRepository, FilesService],
  exports: [FilesService],
})
export class FilesModule {}
