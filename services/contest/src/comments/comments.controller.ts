import { Controller, Get, Post, UseGuards } from '@nestjs/common';
import {
  AddFilmCommentRequestSchema,
  type AddFilmCommentRequest,
  AddFilmCommentResponseSchema,
  FilmCommentListResponseSchema,
  type FilmComment,
  type FilmCommentListResponse,
} from '@filmcollab/contracts';
import {
  CurrentUser,
  JwtAuthGuard,
  ZodBody,
  ZodParam,
  ZodResponse,
  type AuthenticatedUser,
} from '@filmcollab/service-kit';
import { FilmIdParamSchema } from '../films/film-id-param';
import { CommentsService } from './comments.service';

@Controller('films/:filmId/comments')
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Get()
  @ZodResponse(200, FilmCommentListResponseSchema)
  async list(@ZodParam('filmId', FilmIdParamSchema) filmId: string): Promise<FilmCommentListResponse> {
    return { comments: await this.comments.list(filmId) };
  }

  @Post()
  @UseGuards(JwtAuthGuard)
  @ZodResponse(201, AddFilmCommentResponseSchema)
  async add(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('filmId', FilmIdParamSchema) filmId: string,
    @ZodBody(AddFilmCommentRequestSchema, { message: 'first-issue' }) body: AddFilmCommentRequest,
  ): Promise<{ comment: FilmComment }> {
    return { comment: await this.comments.add(user.id, filmId, body) };
  }
}
