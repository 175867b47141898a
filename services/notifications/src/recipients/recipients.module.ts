import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RECIPIENT_MODEL, RecipientSchema } from './recipient.schema';
import { RecipientsRepository } from './recipients.repository';
import { RecipientsService } from './recipients.service';
import { UserRegisteredHandler } from './user-registered.handler';

@Module({
  imports: [MongooseModule.forFeature([{ name: RECIPIENT_MODEL, schema: RecipientSchema }])],
  providers: [RecipientsRepository, RecipientsService, UserRegisteredHandler],
  exports: [RecipientsService],
})
export class RecipientsModule {}
