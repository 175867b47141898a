import { Controller, Get, Post, UseGuards } from '@nestjs/common';
import {
  type ChatMessage,
  ChatMessageSchema,
  type ChatPage,
  type ChatPageQuery,
  ChatPageQuerySchema,
  ChatPageSchema,
  ChatProjectIdParamSchema,
  type PostChatMessageRequest,
  PostChatMessageRequestSchema,
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
import { ProjectChatService } from './project-chat.service';

@Controller('projects/:projectId/chat')
@UseGuards(JwtAuthGuard)
export class ProjectChatController {
  constructor(private readonly chat: ProjectChatService) {}

  @Get()
  @ZodResponse(200, ChatPageSchema)
  page(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', ChatProjectIdParamSchema) projectId: string,
    @ZodQuery(ChatPageQuerySchema) query: ChatPageQuery,
  ): Promise<ChatPage> {
    return this.chat.page(user.id, projectId, query);
  }

  @Post()
  @ZodResponse(201, ChatMessageSchema)
  post(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', ChatProjectIdParamSchema) projectId: string,
    @ZodBody(PostChatMessageRequestSchema) body: PostChatMessageRequest,
  ): Promise<ChatMessage> {
    return this.chat.post(user.id, projectId, body);
  }
}
