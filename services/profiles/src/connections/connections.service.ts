import { Injectable, Logger } from '@nestjs/common';
import {
  ConnectionRequestAcceptedEvent,
  ConnectionRequestDeclinedEvent,
  ConnectionRequestSentEvent,
  type ConnectionRequest,
  type ConnectionRequestList,
  type ConnectionStatus,
  type ListConnectionRequestsQuery,
  type ProfileSummary,
} from '@filmcollab/contracts';
import { EventBus } from '@filmcollab/service-kit';
import type { ProfileRecord } from '../profiles/profile-record';
import { ProfileRepository } from '../profiles/profile.repository';
import { ProfilesService } from '../profiles/profiles.service';
import type { ConnectionRequestRecord } from './connection-request-record';
import {
  ConnectionRequestRepository,
  PendingRequestExistsError,
} from './connection-request.repository';
import { ConnectionErrors } from './connection.errors';
import { UserConnectionRepository } from './user-connection.repository';

export interface ConnectionState {
  status: ConnectionStatus;
  pendingRequestId: string | null;
}

function summary(id: string, profile: ProfileRecord | undefined): ProfileSummary {
  return {
    id,
    username: profile?.username ?? null,
    fullName: profile?.fullName ?? null,
    profileImageUrl: profile?.profileImageUrl ?? null,
  };
}

/** Connection requests between users and the connections they create. */
@Injectable()
export class ConnectionsService {
  private readonly logger = new Logger(ConnectionsService.name);

  constructor(
    private readonly requests: ConnectionRequestRepository,
    private readonly connections: UserConnectionRepository,
    private readonly profileRepository: ProfileRepository,
    private readonly profiles: ProfilesService,
    private readonly events: EventBus,
  ) {}

  async send(senderId: string, receiverId: string): Promise<ConnectionRequest> {
    if (senderId === receiverId) throw ConnectionErrors.toSelf();
    await this.profiles.require(receiverId);
    if (await this.connections.areConnected(senderId, receiverId))
      throw ConnectionErrors.alreadyConnected();

    let request: ConnectionRequestRecord;
    try {
      request = await this.requests.insertPending(senderId, receiverId);
    } catch (error) {
      if (!(error instanceof PendingRequestExistsError)) throw error;
      const pending = await this.requests.findPendingBetween(senderId, receiverId);
      throw pending?.senderId === receiverId
        ? ConnectionErrors.incomingPending()
        : ConnectionErrors.alreadySent();
    }

    const sender = await this.profileRepository.findById(senderId);
    await this.events.publish(
      ConnectionRequestSentEvent,
      {
        requestId: request.id,
        senderId,
        receiverId,
        senderName: sender?.fullName ?? null,
        senderUsername: sender?.username ?? null,
        sentAt: request.createdAt.toISOString(),
      },
      { eventId: `connection-request-sent-${request.id}` },
    );
    return this.toResponse(request);
  }

  async accept(userId: string, requestId: string): Promise<ConnectionRequest> {
    await this.requireAnswerable(userId, requestId);
    const answered = await this.requests.answer(requestId, 'accepted', new Date());
    if (!answered) throw ConnectionErrors.alreadyAnswered();
    await this.connections.connect(answered.senderId, answered.receiverId, answered.id);
    const receiver = await this.profileRepository.findById(answered.receiverId);
    await this.events.publish(
      ConnectionRequestAcceptedEvent,
      {
        requestId: answered.id,
        senderId: answered.senderId,
        receiverId: answered.receiverId,
        receiverName: receiver?.fullName ?? null,
        acceptedAt: (answered.respondedAt ?? new Date()).toISOString(),
      },
      { eventId: `connection-request-accepted-${answered.id}` },
    );
    return this.toResponse(answered);
  }

  async decline(userId: string, requestId: string): Promise<ConnectionRequest> {
    await this.requireAnswerable(userId, requestId);
    const answered = await this.requests.answer(requestId, 'rejected', new Date());
    if (!answered) throw ConnectionErrors.alreadyAnswered();
    await this.events.publish(
      ConnectionRequestDeclinedEvent,
      {
        requestId: answered.id,
        senderId: answered.senderId,
        receiverId: answered.receiverId,
        declinedAt: (answered.respondedAt ?? new Date()).toISOString(),
      },
      { eventId: `connection-request-declined-${answered.id}` },
    );
    return this.toResponse(answered);
  }

  async list(userId: string, query: ListConnectionRequestsQuery): Promise<ConnectionRequestList> {
    const records = await this.requests.list(userId, query.direction, query.status);
    const ids = [...new Set(records.flatMap((r) => [r.senderId, r.receiverId]))];
    const profiles = new Map((await this.profileRepository.findByIds(ids)).map((p) => [p.id, p]));
    return { requests: records.map((record) => this.toResponseWith(record, profiles)) };
  }

  areConnected(userId: string, otherUserId: string): Promise<boolean> {
    return this.connections.areConnected(userId, otherUserId);
  }

  /** How the viewer stands with the other user, for the profile page's Connect button. */
  async state(viewerId: string, otherUserId: string): Promise<ConnectionState> {
    if (viewerId === otherUserId) return { status: 'none', pendingRequestId: null };
    if (await this.connections.areConnected(viewerId, otherUserId)) {
      return { status: 'connected', pendingRequestId: null };
    }
    const pending = await this.requests.findPendingBetween(viewerId, otherUserId);
    if (!pending) return { status: 'none', pendingRequestId: null };
    return {
      status: pending.senderId === viewerId ? 'pending_outgoing' : 'pending_incoming',
      pendingRequestId: pending.id,
    };
  }

  private async requireAnswerable(userId: string, requestId: string): Promise<void> {
    const request = await this.requests.findById(requestId);
    if (!request) throw ConnectionErrors.requestNotFound();
    if (request.receiverId !== userId) throw ConnectionErrors.notReceiver();
    if (request.status !== 'pending') throw ConnectionErrors.alreadyAnswered();
  }

  private async toResponse(record: ConnectionRequestRecord): Promise<ConnectionRequest> {
    const profiles = new Map(
      (await this.profileRepository.findByIds([record.senderId, record.receiverId])).map((p) => [
        p.id,
        p,
      ]),
    );
    return this.toResponseWith(record, profiles);
  }

  private toResponseWith(
    record: ConnectionRequestRecord,
    profiles: Map<string, ProfileRecord>,
  ): ConnectionRequest {
    return {
      id: record.id,
      senderId: record.senderId,
      receiverId: record.receiverId,
      status: record.status,
      createdAt: record.createdAt.toISOString(),
      respondedAt: record.respondedAt ? record.respondedAt.toISOString() : null,
      sender: summary(record.senderId, profiles.get(record.senderId)),
      receiver: summary(record.receiverId, profiles.get(record.receiverId)),
    };
  }
}
