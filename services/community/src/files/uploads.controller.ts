import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  type ConfirmUploadRequest,
  ConfirmUploadRequestSchema,
  type FileAttachment,
  FileAttachmentSchema,
  type UploadUrlRequest,
  UploadUrlRequestSchema,
  type UploadUrlResponse,
  UploadUrlResponseSchema,
} from '@filmcollab/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  ZodBody,
  ZodResponse,
} from '@filmcollab/service-kit';

import { UploadsService } from './uploads.service';

@Controller('uploads')
@UseGuards(JwtAuthGuard)
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post()
  @HttpCode(201)
  @ZodResponse(201, UploadUrlResponseSchema)
  createUploadUrl(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(UploadUrlRequestSchema) body: UploadUrlRequest,
  ): Promise<UploadUrlResponse> {
    return this.uploads.createUploadUrl(user.id, body);
  }

  @Post('confirm')
  @HttpCode(201)
  @ZodResponse(201, FileAttachmentSchema)
  confirm(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(ConfirmUploadRequestSchema) body: ConfirmUploadRequest,
  ): Promise<FileAttachment> {
    return this.uploads.confirm(user.id, body);
  }
}
