import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PeopleModule } from '../people/people.module';
import { InviteRepository } from './invite.repository';
import { INVITE_MODEL, InviteSchema } from './invite.schema';
import { InvitesController } from './invites.controller';
import { InvitesService } from './invites.service';

@Module({
  imports: [
    PeopleModule,
    MongooseModule.forFeature([{ name: INVITE_MODEL, schema: InviteSchema }]),
  ],
  controllers: [InvitesController],
  providers: [InviteRepository, InvitesService],
})
export class InvitesModule {}
