import { Injectable } from '@nestjs/common';
import {
  type ConfirmFileRequest,
  type FileDownload,
  type FileUploadRequest,
  type FileUploadTicket,
  PENDING_UPLOAD_PREFIX,
  type ProjectFile,
  PROJECT_FILE_TYPES,
  WORKSPACE_LIMITS,
  WorkspaceErrors,
  type WorkspacePerson,
} from '@filmcollab/contracts';
import {
  type CheckedUpload,
  Clock,
  DomainError,
  InjectConfig,
  ObjectStorage,
  PendingUploads,
  SignedReads,
  type UploadRefusal,
  UploadRefusedError,
  type UploadRule,
  UnitOfWork,
} from '@filmcollab/service-kit';
import type { WorkspaceConfig } from '../config/workspace-config.schema';
import { MembershipService } from '../membership/membership.service';
import { PeopleService } from '../people/people.service';
import { BoardNotifier } from '../realtime/board-notifier';
import {
  FileVersionTakenError,
  type ProjectFileRecord,
  ProjectFileRepository,
} from './project-file.repository';

const REFUSALS: Record<UploadRefusal, (typeof WorkspaceErrors)[keyof typeof WorkspaceErrors]> = {
  'not-uploaded': WorkspaceErrors.FILE_NOT_UPLOADED,
  expired: WorkspaceErrors.FILE_NOT_UPLOADED,
  'too-large': WorkspaceErrors.FILE_TOO_LARGE,
  'wrong-type': WorkspaceErrors.FILE_WRONG_TYPE,
};

function toFile(record: ProjectFileRecord, uploader: WorkspacePerson): ProjectFile {
  return { ...record, uploader, createdAt: record.createdAt.toISOString() };
}

/**
 * Project files (spec 03 "Files"): the browser uploads straight to the private bucket under
 * `pending/{projectId}/{timestamp}.{ext}` (the kit's signed, size- and type-pinned form); confirming
 * checks it and stores exactly those bytes as `{projectId}/{timestamp}.{ext}`. A file with a name
 * already present becomes its next version. Downloads are signed links valid two minutes, handed
 * to members only. Deleting (the uploader or a manager) removes the object, then the row.
 */
@Injectable()
export class FilesService {
  private readonly rule: UploadRule = {
    contentTypes: PROJECT_FILE_TYPES,
    maxBytes: WORKSPACE_LIMITS.fileMaxBytes,
    ttlSeconds: WORKSPACE_LIMITS.fileUploadTtlSeconds,
  };

  constructor(
    private readonly files: ProjectFileRepository,
    private readonly uploads: PendingUploads,
    private readonly storage: ObjectStorage,
    private readonly signedReads: SignedReads,
    private readonly membership: MembershipService,
    private readonly people: PeopleService,
    private readonly board: BoardNotifier,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    @InjectConfig() private readonly config: WorkspaceConfig,
  ) {}

  private get bucket(): string {
    return this.config.PROJECT_FILES_BUCKET;
  }

  async list(userId: string, projectId: string): Promise<ProjectFile[]> {
    await this.membership.require(projectId, userId);
    const records = await this.files.ofProject(projectId);
    const people = await this.people.byId(records.map((r) => r.uploadedBy));
    return records.map((r) => toFile(r, people.get(r.uploadedBy) as WorkspacePerson));
  }

  async requestUpload(
    userId: string,
    projectId: string,
    request: FileUploadRequest,
  ): Promise<FileUploadTicket> {
    await this.membership.require(projectId, userId, 'contribute');
    const extension = PROJECT_FILE_TYPES[request.contentType];
    const key = `${PENDING_UPLOAD_PREFIX}${projectId}/${this.clock.now().getTime()}.${extension}`;
    const ticket = await this.uploads.issue(
      { bucket: this.bucket, key, contentType: request.contentType, size: request.size },
      this.rule,
    );
    return {
      uploadUrl: ticket.url,
      method: ticket.method,
      fields: ticket.fields,
      key: ticket.key,
      expiresInSeconds: ticket.expiresInSeconds,
    };
  }

  async confirm(
    userId: string,
    projectId: string,
    request: ConfirmFileRequest,
  ): Promise<ProjectFile> {
    await this.membership.require(projectId, userId, 'contribute');
    const prefix = `${PENDING_UPLOAD_PREFIX}${projectId}/`;
    const name = request.key.startsWith(prefix) ? request.key.slice(prefix.length) : '';
    if (!/^\d+\.[a-z0-9]+$/.test(name)) throw new DomainError(WorkspaceErrors.FILE_KEY_INVALID);
    const upload = await this.checked(request.key);
    const filePath = `${projectId}/${name}`;
    await this.uploads.publish(upload, filePath);
    const record = await this.insertVersion({
      projectId,
      fileName: request.fileName,
      filePath,
      fileSize: upload.bytes.length,
      fileType: upload.contentType,
      uploadedBy: userId,
      description: request.description ?? null,
      createdAt: this.clock.now(),
    });
    this.board.changed(projectId, 'files', userId);
    const people = await this.people.byId([userId]);
    return toFile(record, people.get(userId) as WorkspacePerson);
  }

  async download(userId: string, projectId: string, fileId: string): Promise<FileDownload> {
    await this.membership.require(projectId, userId);
    const file = await this.files.find(projectId, fileId);
    if (!file) throw new DomainError(WorkspaceErrors.FILE_NOT_FOUND);
    const ttlSeconds = WORKSPACE_LIMITS.downloadTtlSeconds;
    return {
      url: await this.signedReads.urlFor(this.bucket, file.filePath, { ttlSeconds }),
      expiresInSeconds: ttlSeconds,
    };
  }

  async delete(userId: string, projectId: string, fileId: string): Promise<void> {
    const access = await this.membership.require(projectId, userId, 'contribute');
    const file = await this.files.find(projectId, fileId);
    if (!file) throw new DomainError(WorkspaceErrors.FILE_NOT_FOUND);
    if (access.level !== 'manage' && file.uploadedBy !== userId) {
      throw new DomainError(WorkspaceErrors.NOT_OWNER);
    }
    await this.storage.remove(this.bucket, file.filePath);
    await this.files.delete(file);
    this.board.changed(projectId, 'files', userId);
  }

  countLatest(projectId: string): Promise<number> {
    return this.files.countLatest(projectId);
  }

  /** Two uploads of one name at once: the unique version refuses one; it runs again after. */
  private async insertVersion(
    file: Parameters<ProjectFileRepository['insertVersion']>[0],
    attempt = 0,
  ): Promise<ProjectFileRecord> {
    try {
      return await this.unitOfWork.run(() => this.files.insertVersion(file));
    } catch (error) {
      if (!(error instanceof FileVersionTakenError) || attempt > 2) throw error;
      return this.insertVersion(file, attempt + 1);
    }
  }

  private async checked(key: string): Promise<CheckedUpload> {
    try {
      return await this.uploads.check(this.bucket, key);
    } catch (error) {
      if (error instanceof UploadRefusedError) throw new DomainError(REFUSALS[error.reason]);
      throw error;
    }
  }
}
