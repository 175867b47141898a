import { Injectable } from '@nestjs/common';
import {
  type ConnectionRequest,
  ConnectionRequestAcceptedEvent,
  ConnectionRequestDeclinedEvent,
  type ConnectionRequestList,
  ConnectionRequestSentEvent,
  ConnectionRemovedEvent,
  type ConnectionStatus,
  INCOMING_REQUEST_PENDING_MESSAGE,
  type ListConnectionRequestsQuery,
  ProfilesErrors,
  type ProfileSummary,
} from '@filmcollab/contracts';
import { Clock, DomainError, Outbox, UnitOfWork } from '@filmcollab/service-kit';
import type { ProfileRecord } from '../profiles/profile-record';
import { ProfilesService } from '../profiles/profiles.service';
import type { ConnectionRequestRecord } from './connection-request-record';
import {
  ConnectionRequestRepository,
  PendingRequestExistsError,
} from './connection-request.repository';
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
  constructor(
    private readonly requests: ConnectionRequestRepository,
    private readonly connections: UserConnectionRepository,
    private readonly profiles: ProfilesService,
    private readonly outbox: Outbox,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async send(senderId: string, receiverId: string): Promise<ConnectionRequest> {
    if (senderId === receiverId) throw new DomainError(ProfilesErrors.CANNOT_CONNECT_TO_SELF);
    await this.profiles.require(receiverId);
    if (await this.connections.areConnected(senderId, receiverId))
      throw new DomainError(ProfilesErrors.ALREADY_CONNECTED);

    const sender = await this.profiles.find(senderId);
    let request: ConnectionRequestRecord;
    try {
      request = await this.unitOfWork.run(async () => {
        const inserted = await this.requests.insertPending(senderId, receiverId);
        await this.outbox.add(
          ConnectionRequestSentEvent,
          {
            requestId: inserted.id,
            senderId,
            receiverId,
            senderName: sender?.fullName ?? null,
            senderUsername: sender?.username ?? null,
            sentAt: inserted.createdAt.toISOString(),
          },
          { eventId: `connection-request-sent-${inserted.id}` },
        );
        return inserted;
      });
    } catch (error) {
      if (!(error instanceof PendingRequestExistsError)) throw error;
      const pending = await this.requests.findPendingBetween(senderId, receiverId);
      throw pending?.senderId === receiverId
        ? new DomainError(ProfilesErrors.CONNECTION_REQUEST_PENDING, {
            message: INCOMING_REQUEST_PENDING_MESSAGE,
          })
        : new DomainError(ProfilesErrors.CONNECTION_REQUEST_PENDING);
    }
    return this.toResponse(request);
  }

  async accept(userId: string, requestId: string): Promise<ConnectionRequest> {
    await this.requireAnswerable(userId, requestId);
    const receiver = await this.profiles.find(userId);
    const answered = await this.unitOfWork.run(async () => {
      const request = await this.answer(requestId, 'accepted');
      await this.connections.connect(request.senderId, request.receiverId, request.id);
      await this.outbox.add(
        ConnectionRequestAcceptedEvent,
        {
          requestId: request.id,
          senderId: request.senderId,
          receiverId: request.receiverId,
          receiverName: receiver?.fullName ?? null,
          acceptedAt: request.respondedAt.toISOString(),
        },
        { eventId: `connection-request-accepted-${request.id}` },
      );
      return request;
    });
    return this.toResponse(answered);
  }

  async decline(userId: string, requestId: string): Promise<ConnectionRequest> {
    await this.requireAnswerable(userId, requestId);
    const answered = await this.unitOfWork.run(async () => {
      const request = await this.answer(requestId, 'rejected');
      await this.outbox.add(
        ConnectionRequestDeclinedEvent,
        {
          requestId: request.id,
          senderId: request.senderId,
          receiverId: request.receiverId,
          declinedAt: request.respondedAt.toISOString(),
        },
        { eventId: `connection-request-declined-${request.id}` },
      );
      return request;
    });
    return this.toResponse(answered);
  }

  /** Either side may end a connection; a new request is needed to connect again. */
  async remove(userId: string, otherUserId: string): Promise<void> {
    const removedAt = this.clock.now();
    await this.unitOfWork.run(async () => {
      if (!(await this.connections.disconnect(userId, otherUserId))) {
        throw new DomainError(ProfilesErrors.NOT_CONNECTED);
      }
      await this.outbox.add(ConnectionRemovedEvent, {
        userId,
        otherUserId,
        removedAt: removedAt.toISOString(),
      });
    });
  }

  async list(userId: string, query: ListConnectionRequestsQuery): Promise<ConnectionRequestList> {
    const records = await this.requests.list(userId, query.direction, query.status);
    const ids = [...new Set(records.flatMap((r) => [r.senderId, r.receiverId]))];
    const profiles = new Map((await this.profiles.findMany(ids)).map((p) => [p.id, p]));
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

  /** Moves the pending request to `status`; refused when it was answered meanwhile. */
  private async answer(
    requestId: string,
    status: 'accepted' | 'rejected',
  ): Promise<ConnectionRequestRecord & { respondedAt: Date }> {
    const respondedAt = this.clock.now();
    const answered = await this.requests.answer(requestId, status, respondedAt);
    if (!answered) throw new DomainError(ProfilesErrors.CONNECTION_REQUEST_ALREADY_ANSWERED);
    return { ...answered, respondedAt: answered.respondedAt ?? respondedAt };
  }

  private async requireAnswerable(userId: string, requestId: string): Promise<void> {
    const request = await this.requests.findById(requestId);
    if (!request) throw new DomainError(ProfilesErrors.CONNECTION_REQUEST_NOT_FOUND);
    if (request.receiverId !== userId) throw new DomainError(ProfilesErrors.NOT_REQUEST_RECEIVER);
    if (request.status !== 'pending')
      throw new DomainError(ProfilesErrors.CONNECTION_REQUEST_ALREADY_ANSWERED);
  }

  private async toResponse(record: ConnectionRequestRecord): Promise<ConnectionRequest> {
    const profiles = new Map(
      (await this.profiles.findMany([record.senderId, record.receiverId])).map((p) => [p.id, p]),
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
