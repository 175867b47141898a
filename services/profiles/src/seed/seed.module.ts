import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';
import { ProfilesModule } from '../profiles/profiles.module';
import { profilesService } from '../service-definition';

/** The profiles feature without HTTP, for the seed command (the service's own configuration). */
@Module({ imports: [ServiceKitModule.forRoot(profilesService), ProfilesModule] })
export class SeedModule {}
