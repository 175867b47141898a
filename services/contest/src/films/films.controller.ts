import { Controller, Delete, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  CaptionsUploadUrlRequestSchema,
  type CaptionsUploadUrlRequest,
  ContestUploadUrlResponseSchema,
  type ContestUploadUrlResponse,
  FilmListQuerySchema,
  FilmUploadSessionSchema,
  type FilmUploadSession,
  type FilmListQuery,
  FilmListResponseSchema,
  type FilmListResponse,
  FilmUploadUrlRequestSchema,
  type FilmUploadUrlRequest,
  SubmitFilmRequestSchema,
  type SubmitFilmRequest,
  SubmitFilmResponseSchema,
  type SubmitFilmResponse,
} from '@filmcollab/contracts';
import {
  CurrentUser,
  JwtAuthGuard,
  OptionalCurrentUser,
  OptionalJwtAuthGuard,
  ZodBody,
  ZodParam,
  ZodQuery,
  ZodResponse,
  type AuthenticatedUser,
} from '@filmcollab/service-kit';
import { z } from 'zod';
import { ChunkedFilmUploads } from './chunked-film-uploads';
import { FilmIdParamSchema } from './film-id-param';
import { FilmsService } from './films.service';

@Controller('films')
export class FilmsController {
  constructor(
    private readonly films: FilmsService,
    private readonly chunked: ChunkedFilmUploads,
  ) {}

  @Get()
  @UseGuards(OptionalJwtAuthGuard)
  @ZodResponse(200, FilmListResponseSchema)
  async list(
    @OptionalCurrentUser() user: AuthenticatedUser | null,
    @ZodQuery(FilmListQuerySchema) query: FilmListQuery,
  ): Promise<FilmListResponse> {
    return { films: await this.films.list(user?.id ?? null, query.roundId) };
  }

  @Post('upload-url')
  @UseGuards(JwtAuthGuard)
  @HttpCode(200)
  @ZodResponse(200, ContestUploadUrlResponseSchema)
  uploadUrl(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(FilmUploadUrlRequestSchema, { message: 'first-issue' }) body: FilmUploadUrlRequest,
  ): Promise<ContestUploadUrlResponse> {
    return this.films.videoUploadUrl(user.id, body);
  }

  /** A resumable video upload in chunks (see `FilmUploadSessionSchema`). */
  @Post('uploads')
  @UseGuards(JwtAuthGuard)
  @ZodResponse(201, FilmUploadSessionSchema)
  startUpload(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(FilmUploadUrlRequestSchema, { message: 'first-issue' }) body: FilmUploadUrlRequest,
  ): Promise<FilmUploadSession> {
    return this.chunked.start(user.id, body);
  }

  @Get('uploads/:uploadId')
  @UseGuards(JwtAuthGuard)
  @ZodResponse(200, FilmUploadSessionSchema)
  uploadSession(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('uploadId', FilmIdParamSchema) uploadId: string,
  ): Promise<FilmUploadSession> {
    return this.chunked.session(user.id, uploadId);
  }

  @Post('uploads/:uploadId/chunks/:index')
  @UseGuards(JwtAuthGuard)
  @HttpCode(200)
  @ZodResponse(200, ContestUploadUrlResponseSchema)
  chunkUploadUrl(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('uploadId', FilmIdParamSchema) uploadId: string,
    @ZodParam('index', z.coerce.number().int().min(0).max(100_000)) index: number,
  ): Promise<ContestUploadUrlResponse> {
    return this.chunked.chunkTicket(user.id, uploadId, index);
  }

  @Post('captions-upload-url')
  @UseGuards(JwtAuthGuard)
  @HttpCode(200)
  @ZodResponse(200, ContestUploadUrlResponseSchema)
  captionsUploadUrl(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(CaptionsUploadUrlRequestSchema, { message: 'first-issue' }) body: CaptionsUploadUrlRequest,
  ): Promise<ContestUploadUrlResponse> {
    return this.films.captionsUploadUrl(user.id, body);
  }

  @Post()
  @UseGuards(JwtAuthGuard)
  @ZodResponse(201, SubmitFilmResponseSchema)
  async submit(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(SubmitFilmRequestSchema, { message: 'first-issue' }) body: SubmitFilmRequest,
  ): Promise<SubmitFilmResponse> {
    return { film: await this.films.submit(user, body) };
  }

  /** Owner only; the stored video is removed before the record. */
  @Delete(':filmId')
  @UseGuards(JwtAuthGuard)
  @HttpCode(204)
  @ZodResponse(204)
  delete(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('filmId', FilmIdParamSchema) filmId: string,
  ): Promise<void> {
    return this.films.delete(user.id, filmId);
  }
}
