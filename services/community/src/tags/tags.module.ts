import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { TagRepository } from './tag.repository';
import { TAG_MODEL, TagSchema } from './tag.schema';
import { TagsController } from './tags.controller';
import { TagsService } from './tags.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: TAG_MODEL, schema: TagSchema }])],
  controllers: [TagsController],
  providers: [TagRepository, TagsService],
  exports: [TagsService],
})
export class TagsModule {}
