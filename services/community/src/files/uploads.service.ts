import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type AttachmentRef,
  COMMUNITY_FILE_TYPES,
  COMMUNITY_IMAGE_MAX_BYTES,
  COMMUNITY_VIDEO_MAX_BYTES,
  CommunityErrors,
  type ConfirmUploadRequest,
  type FileAttachment,
  isCommunityVideo,
  type UploadUrlRequest,
  type UploadUrlResponse,
} from '@filmcollab/contracts';
import {
  type CheckedUpload,
  Clock,
  DomainError,
  InjectConfig,
  isOfDeclaredType,
  MODERATION_PORT,
  type ModerationPort,
  ModerationUnavailableError,
  ObjectStorage,
  PendingUploads,
  type UploadRefusal,
  UploadRefusedError,
  type UploadRule,
} from '@filmcollab/service-kit';
import type { CommunityConfig } from '../config/community-config.schema';
import { type CommunityFileRecord, CommunityFileRepository } from './community-file.repository';
import { Semaphore } from './semaphore';
import { communityFileKey, finalKeyOfOwnPending, pendingKeyOf } from './upload-key';

const REFUSALS: Record<UploadRefusal, (typeof CommunityErrors)[keyof typeof CommunityErrors]> = {
  'not-uploaded': CommunityErrors.UPLOAD_NOT_UPLOADED,
  expired: CommunityErrors.UPLOAD_NOT_UPLOADED,
  'too-large': CommunityErrors.UPLOAD_TOO_LARGE,
  'wrong-type': CommunityErrors.UPLOAD_WRONG_TYPE,
};

/**
 * Post and comment files: the browser posts straight to object storage under
 * `pending/{userId}/{timestamp}_{filename}`; confirming checks size, declared type and the real
 * type of the bytes (their magic numbers), moderates the bytes on the server (spec 02 §5: any
 * score above 0.5 blocks it) and publishes exactly those bytes at
 * `{userId}/{timestamp}_{filename}`, where anyone can read them.
 *
 * A video is confirmed from its whole bytes in memory: the moderation port sends the file as one
 * request body (Sightengine's synchronous video check takes the media itself, not frames), and
 * publishing the very bytes that were checked is what makes a swap of the pending object after
 * the check harmless. So video confirmations take turns (`VIDEO_CONFIRMATION_CONCURRENCY`):
 * however many 50 MB uploads are confirmed at once, only that many are in memory; the rest wait.
 */
@Injectable()
export class UploadsService {
  private readonly logger = new Logger(UploadsService.name);
  private readonly videoTurns: Semaphore;

  constructor(
    private readonly uploads: PendingUploads,
    private readonly storage: ObjectStorage,
    private readonly files: CommunityFileRepository,
    private readonly clock: Clock,
    @Inject(MODERATION_PORT) private readonly moderation: ModerationPort,
    @InjectConfig() private readonly config: CommunityConfig,
  ) {
    this.videoTurns = new Semaphore(config.VIDEO_CONFIRMATION_CONCURRENCY);
  }

  private get bucket(): string {
    return this.config.COMMUNITY_FILES_BUCKET;
  }

  private ruleFor(contentType: string): UploadRule {
    return {
      contentTypes: COMMUNITY_FILE_TYPES,
      maxBytes: isCommunityVideo(contentType)
        ? COMMUNITY_VIDEO_MAX_BYTES
        : COMMUNITY_IMAGE_MAX_BYTES,
      ttlSeconds: this.config.UPLOAD_URL_TTL_SECONDS,
    };
  }

  async createUploadUrl(userId: string, request: UploadUrlRequest): Promise<UploadUrlResponse> {
    const rule = this.ruleFor(request.contentType);
    if (request.size > rule.maxBytes) throw new DomainError(CommunityErrors.UPLOAD_TOO_LARGE);
    const key = pendingKeyOf(
      communityFileKey(userId, this.clock.now().getTime(), request.fileName),
    );
    const ticket = await this.uploads.issue(
      { bucket: this.bucket, key, contentType: request.contentType, size: request.size },
      rule,
    );
    return {
      uploadUrl: ticket.url,
      method: ticket.method,
      fields: ticket.fields,
      key: ticket.key,
      expiresInSeconds: ticket.expiresInSeconds,
    };
  }

  async confirm(userId: string, request: ConfirmUploadRequest): Promise<FileAttachment> {
    const finalKey = finalKeyOfOwnPending(userId, request.key);
    if (!finalKey) throw new DomainError(CommunityErrors.UPLOAD_KEY_INVALID);
    const storedType = (await this.storage.stat(this.bucket, request.key))?.contentType;
    const publish = () => this.checkAndPublish(userId, request, finalKey);
    // The signed upload policy pinned the stored type, and an image is never allowed video sizes.
    return storedType && isCommunityVideo(storedType) ? this.videoTurns.run(publish) : publish();
  }

  private async checkAndPublish(
    userId: string,
    request: ConfirmUploadRequest,
    finalKey: string,
  ): Promise<FileAttachment> {
    const upload = await this.checkedUpload(request.key);
    if (!(await isOfDeclaredType(upload.bytes, upload.contentType))) {
      await this.uploads.discard(this.bucket, upload.key);
      this.logger.log(
        { userId, declared: upload.contentType },
        'Community file refused: its bytes are not of the declared type',
      );
      throw new DomainError(CommunityErrors.UPLOAD_WRONG_TYPE);
    }
    await this.moderate(userId, upload, finalKey);
    await this.uploads.publish(upload, finalKey);
    const record: CommunityFileRecord = {
      id: randomUUID(),
      ownerId: userId,
      key: finalKey,
      name: finalKey.slice(finalKey.indexOf('_') + 1),
      type: upload.contentType,
      size: upload.bytes.length,
      url: this.publicUrl(finalKey),
      alt: request.alt ?? null,
    };
    return toAttachment(await this.files.insert({ ...record, createdAt: this.clock.now() }));
  }

  /**
   * A file the platform itself provides (the demo seed), stored as if its owner had uploaded it;
   * never reachable from HTTP.
   */
  async storeSeedFile(
    userId: string,
    file: { name: string; type: string; bytes: Buffer; alt: string },
  ): Promise<FileAttachment> {
    const key = communityFileKey(userId, this.clock.now().getTime(), file.name);
    await this.storage.write(this.bucket, key, file.bytes, file.type);
    const stored = await this.files.insert({
      id: randomUUID(),
      ownerId: userId,
      key,
      name: key.slice(key.indexOf('_') + 1),
      type: file.type,
      size: file.bytes.length,
      url: this.publicUrl(key),
      alt: file.alt,
      createdAt: this.clock.now(),
    });
    return toAttachment(stored);
  }

  /**
   * The user's own confirmed files, in the order given (each once), with the alt text of the
   * reference when it has one; any other key is refused.
   */
  async attachmentsOf(userId: string, refs: readonly AttachmentRef[]): Promise<FileAttachment[]> {
    const unique = [...new Map(refs.map((ref) => [ref.key, ref])).values()];
    const owned = new Map(
      (
        await this.files.findOwned(
          userId,
          unique.map((ref) => ref.key),
        )
      ).map((f) => [f.key, f]),
    );
    return unique.map((ref) => {
      const file = owned.get(ref.key);
      if (!file) {
        throw new DomainError(CommunityErrors.ATTACHMENT_NOT_FOUND, { details: { key: ref.key } });
      }
      return { ...toAttachment(file), alt: ref.alt === undefined ? file.alt : ref.alt };
    });
  }

  private async moderate(userId: string, upload: CheckedUpload, fileName: string): Promise<void> {
    let verdict;
    try {
      verdict = await this.moderation.check({
        bytes: upload.bytes,
        contentType: upload.contentType,
        fileName,
      });
    } catch (error) {
      if (!(error instanceof ModerationUnavailableError)) throw error;
      this.logger.warn({ userId, reason: error.message }, 'Community file could not be moderated');
      await this.uploads.discard(this.bucket, upload.key);
      throw new DomainError(CommunityErrors.MODERATION_FAILED);
    }
    if (!verdict.allowed) {
      await this.uploads.discard(this.bucket, upload.key);
      this.logger.log({ userId, reasons: verdict.reasons }, 'Community file refused by moderation');
      throw new DomainError(CommunityErrors.CONTENT_BLOCKED, {
        details: { reasons: verdict.reasons },
      });
    }
  }

  private async checkedUpload(key: string): Promise<CheckedUpload> {
    try {
      return await this.uploads.check(this.bucket, key);
    } catch (error) {
      if (error instanceof UploadRefusedError) throw new DomainError(REFUSALS[error.reason]);
      throw error;
    }
  }

  /** The address browsers read the object at, through the gateway's `/storage` route. */
  private publicUrl(key: string): string {
    return `${this.config.PUBLIC_URL.replace(/\/$/, '')}/storage/${this.bucket}/${key}`;
  }
}

function toAttachment(file: CommunityFileRecord): FileAttachment {
  return {
    id: file.id,
    key: file.key,
    name: file.name,
    type: file.type,
    size: file.size,
    url: file.url,
    alt: file.alt,
  };
}
