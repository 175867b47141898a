import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';
import { FeedModule } from '../feed/feed.module';
import { FilesModule } from '../files/files.module';
import { PeopleModule } from '../people/people.module';
import { communityService } from '../service-definition';

/** The community service's own configuration and features, for the seed command; no HTTP. */
@Module({
  imports: [ServiceKitModule.forRoot(communityService), PeopleModule, FilesModule, FeedModule],
})
export class SeedModule {}
