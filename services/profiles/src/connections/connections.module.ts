import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ProfilesModule } from '../profiles/profiles.module';
import { ConnectionQueriesController } from './connection-queries.controller';
import { ConnectionRequestRepository } from './connection-request.repository';
import { CONNECTION_REQUEST_MODEL, ConnectionRequestSchema } from './connection-request.schema';
import { ConnectionsController } from './connections.controller';
import { ConnectionsService } from './connections.service';
import { UserConnectionRepository } from './user-connection.repository';
import { USER_CONNECTION_MODEL, UserConnectionSchema } from './user-connection.schema';

@Module({
  imports: [
    ProfilesModule,
    MongooseModule.forFeature([
      { name: CONNECTION_REQUEST_MODEL, schema: ConnectionRequestSchema },
      { name: USER_CONNECTION_MODEL, schema: UserConnectionSchema },
    ]),
  ],
  controllers: [ConnectionsController, ConnectionQueriesController],
  providers: [ConnectionRequestRepository, UserConnectionRepository, ConnectionsService],
  exports: [ConnectionsService],
})
export class ConnectionsModule {}
