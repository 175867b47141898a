import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  PhotoConfirmRequestSchema,
  PhotoConfirmResponseSchema,
  PhotoUploadUrlResponseSchema,
  PhotoUploadUrlRequestSchema,
  type PhotoConfirmRequest,
  type PhotoConfirmResponse,
  type PhotoUploadUrlRequest,
  type PhotoUploadUrlResponse,
} from '@filmcollab/contracts';
import {
  CurrentUser,
  JwtAuthGuard,
  ZodBody,
  ZodResponse,
  type AuthenticatedUser,
} from '@filmcollab/service-kit';
import { PhotoService } from './photo.service';

@Controller('me/photo')
@UseGuards(JwtAuthGuard)
export class PhotoController {
  constructor(private readonly photos: PhotoService) {}

  @Post('upload-url')
  @HttpCode(200)
  @ZodResponse(200, PhotoUploadUrlResponseSchema)
  uploadUrl(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(PhotoUploadUrlRequestSchema) request: PhotoUploadUrlRequest,
  ): Promise<PhotoUploadUrlResponse> {
    return this.photos.createUploadUrl(user.id, request);
  }

  @Post('confirm')
  @HttpCode(200)
  @ZodResponse(200, PhotoConfirmResponseSchema)
  confirm(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(PhotoConfirmRequestSchema) request: PhotoConfirmRequest,
  ): Promise<PhotoConfirmResponse> {
    return this.photos.confirm(user.id, request.key);
  }
}
