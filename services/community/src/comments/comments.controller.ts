import { Controller, Delete, HttpCode, Patch, UseGuards } from '@nestjs/common';
import {
  identifier,
  type PostComment,
  PostCommentSchema,
  type UpdateCommentRequest,
  UpdateCommentRequestSchema,
} from '@filmcollab/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  ZodBody,
  ZodParam,
  ZodResponse,
} from '@filmcollab/service-kit';
import { CommentsService } from './comments.service';

const CommentIdSchema = identifier(64);

@Controller('comments')
@UseGuards(JwtAuthGuard)
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Patch(':commentId')
  @ZodResponse(200, PostCommentSchema)
  update(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('commentId', CommentIdSchema) commentId: string,
    @ZodBody(UpdateCommentRequestSchema) body: UpdateCommentRequest,
  ): Promise<PostComment> {
    return this.comments.update(user.id, commentId, body);
  }

  @Delete(':commentId')
  @HttpCode(204)
  @ZodResponse(204)
  delete(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('commentId', CommentIdSchema) commentId: string,
  ): Promise<void> {
    return this.comments.delete(user.id, commentId);
  }
}
