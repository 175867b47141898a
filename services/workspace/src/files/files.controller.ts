import { Controller, Delete, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  type ConfirmFileRequest,
  ConfirmFileRequestSchema,
  type FileDownload,
  FileDownloadSchema,
  type FileUploadRequest,
  FileUploadRequestSchema,
  type FileUploadTicket,
  FileUploadTicketSchema,
  type ProjectFile,
  ProjectFileSchema,
  WorkspaceIdParamSchema as Id,
} from '@filmcollab/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  ZodBody,
  ZodParam,
  ZodResponse,
} from '@filmcollab/service-kit';
import { z } from 'zod';
import { FilesService } from './files.service';

@Controller('projects/:projectId/files')
@UseGuards(JwtAuthGuard)
export class FilesController {
  constructor(private readonly files: FilesService) {}

  @Get()
  @ZodResponse(200, z.array(ProjectFileSchema))
  list(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
  ): Promise<ProjectFile[]> {
    return this.files.list(user.id, projectId);
  }

  @Post('uploads')
  @ZodResponse(201, FileUploadTicketSchema)
  requestUpload(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
    @ZodBody(FileUploadRequestSchema, { message: 'first-issue' }) body: FileUploadRequest,
  ): Promise<FileUploadTicket> {
    return this.files.requestUpload(user.id, projectId, body);
  }

  @Post()
  @ZodResponse(201, ProjectFileSchema)
  confirm(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
    @ZodBody(ConfirmFileRequestSchema, { message: 'first-issue' }) body: ConfirmFileRequest,
  ): Promise<ProjectFile> {
    return this.files.confirm(user.id, projectId, body);
  }

  @Get(':fileId/download')
  @ZodResponse(200, FileDownloadSchema)
  download(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
    @ZodParam('fileId', Id) fileId: string,
  ): Promise<FileDownload> {
    return this.files.download(user.id, projectId, fileId);
  }

  @Delete(':fileId')
  @HttpCode(204)
  @ZodResponse(204)
  delete(
    @CurrentUser() user: AuthenticatedUser,
    @ZodParam('projectId', Id) projectId: string,
    @ZodParam('fileId', Id) fileId: string,
  ): Promise<void> {
    return this.files.delete(user.id, projectId, fileId);
  }
}
