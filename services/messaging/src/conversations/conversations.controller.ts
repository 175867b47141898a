import { Controller, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import {
  type Contact,
  ContactSchema,
  ContactUserIdParamSchema,
  ConversationIdParamSchema,
  type ConversationList,
  ConversationListSchema,
  type DirectMessage,
  DirectMessageSchema,
  type MarkReadResponse,
  MarkReadResponseSchema,
  type MessagePage,
  type MessagePageQuery,
  MessagePageQuerySchema,
  MessagePageSchema,
  type SendDirectMessageRequest,
  SendDirectMessageRequestSchema,
  type UnreadCount,
  UnreadCountSchema,
  type UpdatePresenceRequest,
  UpdatePresenceRequestSchema,
} from '@filmcollab/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  ZodBody,
  ZodParam,
  ZodQuery,
  ZodResponse,
} from '@filmcollab/service-kit';
import { DirectMessagesService } from './direct-messages.service';

@Controller()
@UseGuards(JwtAuthGuard)
export class ConversationsController {
  constructor(private readonly directMessages: DirectMessagesService) {}

  @Get('conversations')
  @ZodResponse(200, ConversationListSchema)
  list(@CurrentUser() user: AuthenticatedUser): Promise<ConversationList> {
    return this.directMessages.list(user.id);
  }

  @Get('contacts/:userId')
  @ZodResponse(200, ContactSchema)
  contact(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('userId', ContactUserIdParamSchema) otherUserId: string,
  ): Promise<Contact> {
    return this.directMessages.contact(user.id, otherUserId);
  }

  @Post('messages')
  @ZodResponse(201, DirectMessageSchema)
  send(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(SendDirectMessageRequestSchema) body: SendDirectMessageRequest,
  ): Promise<DirectMessage> {
    return this.directMessages.send(user.id, body);
  }

  @Get('conversations/:id/messages')
  @ZodResponse(200, MessagePageSchema)
  messages(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('id', ConversationIdParamSchema) conversationId: string,
    @ZodQuery(MessagePageQuerySchema) query: MessagePageQuery,
  ): Promise<MessagePage> {
    return this.directMessages.page(user.id, conversationId, query);
  }

  @Post('conversations/:id/read')
  @HttpCode(200)
  @ZodResponse(200, MarkReadResponseSchema)
  markRead(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('id', ConversationIdParamSchema) conversationId: string,
  ): Promise<MarkReadResponse> {
    return this.directMessages.markRead(user.id, conversationId);
  }

  @Get('unread-count')
  @ZodResponse(200, UnreadCountSchema)
  unreadCount(@CurrentUser() user: AuthenticatedUser): Promise<UnreadCount> {
    return this.directMessages.unreadCount(user.id);
  }

  @Put('presence')
  @HttpCode(204)
  @ZodResponse(204)
  setPresence(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(UpdatePresenceRequestSchema) body: UpdatePresenceRequest,
  ): Promise<void> {
    return this.directMessages.setPresence(user.id, body.status);
  }
}
