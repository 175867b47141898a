import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';
import { FeedModule } from './feed/feed.module';
import { InvitesModule } from './invites/invites.module';
import { PeopleModule } from './people/people.module';
import { RoomsModule } from './rooms/rooms.module';
import { SearchModule } from './search/search.module';
import { communityService } from './service-definition';
import { TagsModule } from './tags/tags.module';

@Module({
  imports: [
    ServiceKitModule.forRoot(communityService),
    PeopleModule,
    TagsModule,
    FeedModule,
    SearchModule,
    InvitesModule,
    RoomsModule,
  ],
})
export class AppModule {}
