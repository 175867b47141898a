import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  CONTEST_FILM_MAX_BYTES,
  CONTEST_FILM_TYPES,
  CONTEST_UPLOAD_CHUNK_BYTES,
  ContestErrors,
  type ContestUploadUrlResponse,
  type FilmUploadSession,
  type FilmUploadUrlRequest,
} from '@filmcollab/contracts';
import { Clock, DomainError, InjectConfig, PendingUploads } from '@filmcollab/service-kit';
import type { ContestConfig } from '../config/contest-config.schema';
import { RoundsService } from '../rounds/rounds.service';
import { FilmStorage } from './film-storage';
import { type FilmUploadRecord, FilmUploadRepository } from './film-upload.repository';

/**
 * Resumable video uploads: the file travels in `CONTEST_UPLOAD_CHUNK_BYTES` chunks, each its
 * own signed POST (so a dropped connection costs one chunk, and `session` tells a reloaded page
 * which chunks are stored); submitting joins them into one pending object, which then gets the
 * same checks as a single upload.
 */
@Injectable()
export class ChunkedFilmUploads {
  constructor(
    private readonly uploads: FilmUploadRepository,
    private readonly pending: PendingUploads,
    private readonly storage: FilmStorage,
    private readonly rounds: RoundsService,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: ContestConfig,
  ) {}

  private get bucket(): string {
    return this.config.CONTEST_FILMS_BUCKET;
  }

  private keyOf(userId: string, uploadId: string): string {
    return `pending/${userId}/${uploadId}`;
  }

  async start(userId: string, request: FilmUploadUrlRequest): Promise<FilmUploadSession> {
    await this.rounds.requireOpen();
    const uploadId = randomUUID();
    await this.uploads.save({
      key: this.keyOf(userId, uploadId),
      userId,
      kind: 'chunked',
      contentType: request.contentType,
      size: request.size,
      expiresAt: new Date(this.clock.now().getTime() + this.config.FILM_UPLOAD_URL_TTL_SECONDS * 1000),
    });
    return this.describe(uploadId, request.size, []);
  }

  async session(userId: string, uploadId: string): Promise<FilmUploadSession> {
    const upload = await this.own(userId, uploadId);
    const received: number[] = [];
    for (const chunk of this.chunksOf(upload)) {
      const info = await this.storage.objects.stat(this.bucket, chunk.key);
      if (info?.size === chunk.size) received.push(chunk.index);
    }
    return this.describe(uploadId, upload.size, received);
  }

  async chunkTicket(userId: string, uploadId: string, index: number): Promise<ContestUploadUrlResponse> {
    const upload = await this.own(userId, uploadId);
    const chunk = this.chunksOf(upload)[index];
    if (!chunk) throw new DomainError(ContestErrors.UPLOAD_KEY_INVALID);
    const ticket = await this.pending.issue(
      { bucket: this.bucket, key: chunk.key, contentType: upload.contentType, size: chunk.size },
      {
        contentTypes: CONTEST_FILM_TYPES,
        maxBytes: CONTEST_FILM_MAX_BYTES,
        ttlSeconds: this.config.FILM_UPLOAD_URL_TTL_SECONDS,
      },
    );
    return {
      uploadUrl: ticket.url,
      method: ticket.method,
      fields: ticket.fields,
      key: ticket.key,
      expiresInSeconds: ticket.expiresInSeconds,
    };
  }

  /**
   * Joins the chunks (each must be stored, of its exact size and the declared type) into one
   * pending video, recorded as a single upload of this user; the chunks are deleted.
   */
  async assemble(userId: string, uploadId: string): Promise<string> {
    const upload = await this.own(userId, uploadId);
    const chunks = this.chunksOf(upload);
    for (const chunk of chunks) {
      const info = await this.storage.objects.stat(this.bucket, chunk.key);
      if (!info || info.size !== chunk.size) throw new DomainError(ContestErrors.UPLOAD_NOT_UPLOADED);
      if (info.contentType !== upload.contentType) throw new DomainError(ContestErrors.UPLOAD_WRONG_TYPE);
    }
    const extension = CONTEST_FILM_TYPES[upload.contentType as keyof typeof CONTEST_FILM_TYPES];
    const key = `${upload.key}.${extension}`;
    await this.storage.assemble(this.bucket, key, chunks, upload.contentType);
    await this.uploads.save({ ...upload, key, kind: 'video' });
    for (const chunk of chunks) await this.pending.discard(this.bucket, chunk.key);
    await this.uploads.delete(upload.key);
    return key;
  }

  private async own(userId: string, uploadId: string): Promise<FilmUploadRecord> {
    const upload = await this.uploads.find(this.keyOf(userId, uploadId));
    if (!upload || upload.userId !== userId || upload.kind !== 'chunked') {
      throw new DomainError(ContestErrors.UPLOAD_KEY_INVALID);
    }
    return upload;
  }

  private chunksOf(upload: FilmUploadRecord): { index: number; key: string; size: number }[] {
    const count = Math.max(1, Math.ceil(upload.size / CONTEST_UPLOAD_CHUNK_BYTES));
    return Array.from({ length: count }, (_, index) => ({
      index,
      key: `${upload.key}/${String(index).padStart(5, '0')}`,
      size: Math.min(CONTEST_UPLOAD_CHUNK_BYTES, upload.size - index * CONTEST_UPLOAD_CHUNK_BYTES),
    }));
  }

  private describe(uploadId: string, size: number, received: number[]): FilmUploadSession {
    return {
      uploadId,
      chunkSize: CONTEST_UPLOAD_CHUNK_BYTES,
      chunkCount: Math.max(1, Math.ceil(size / CONTEST_UPLOAD_CHUNK_BYTES)),
      receivedChunks: received,
    };
  }
}
