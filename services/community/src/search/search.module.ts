import { Module } from '@nestjs/common';
import { FeedModule } from '../feed/feed.module';
import { PeopleModule } from '../people/people.module';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

@Module({
  imports: [FeedModule, PeopleModule],
  controllers: [SearchController],
  providers: [SearchService],
})
export class SearchModule {}
