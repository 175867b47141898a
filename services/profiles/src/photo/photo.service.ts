import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type PhotoConfirmResponse,
  photoRejectedMessage,
  type PhotoUploadUrlRequest,
  type PhotoUploadUrlResponse,
  PENDING_UPLOAD_PREFIX,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_TYPES,
  type ProfilePhotoContentType,
  ProfilesErrors,
} from '@filmcollab/contracts';
import {
  type CheckedUpload,
  DomainError,
  InjectConfig,
  isOfDeclaredType,
  MODERATION_PORT,
  ModerationUnavailableError,
  type ModerationPort,
  ObjectStorage,
  PendingUploads,
  type UploadRefusal,
  UploadRefusedError,
  type UploadRule,
} from '@filmcollab/service-kit';
import type { ProfilesConfig } from '../config/profiles-config.schema';
import { ProfilesService } from '../profiles/profiles.service';

const EXTENSIONS = Object.values(PROFILE_PHOTO_TYPES);

const REFUSALS: Record<UploadRefusal, (typeof ProfilesErrors)[keyof typeof ProfilesErrors]> = {
  'not-uploaded': ProfilesErrors.PHOTO_NOT_UPLOADED,
  expired: ProfilesErrors.PHOTO_NOT_UPLOADED,
  'too-large': ProfilesErrors.PHOTO_TOO_LARGE,
  'wrong-type': ProfilesErrors.PHOTO_NOT_AN_IMAGE,
};

function contentTypeOfExtension(extension: string): ProfilePhotoContentType | null {
  const entry = Object.entries(PROFILE_PHOTO_TYPES).find(([, ext]) => ext === extension);
  return entry ? (entry[0] as ProfilePhotoContentType) : null;
}

/**
 * Profile photos: the browser posts straight to object storage under `pending/{userId}.{ext}`
 * (the kit's upload rules: signed type and size, swept when unconfirmed); confirm checks the
 * bytes and moderates them, then publishes exactly those bytes as `{userId}.{ext}`. The staging
 * key keeps an unchecked upload from replacing the photo everyone already sees.
 */
@Injectable()
export class PhotoService {
  private readonly logger = new Logger(PhotoService.name);
  private readonly rule: UploadRule;

  constructor(
    private readonly uploads: PendingUploads,
    private readonly storage: ObjectStorage,
    private readonly profiles: ProfilesService,
    @Inject(MODERATION_PORT) private readonly moderation: ModerationPort,
    @InjectConfig() private readonly config: ProfilesConfig,
  ) {
    this.rule = {
      contentTypes: PROFILE_PHOTO_TYPES,
      maxBytes: PROFILE_PHOTO_MAX_BYTES,
      ttlSeconds: config.PHOTO_UPLOAD_URL_TTL_SECONDS,
    };
  }

  private get bucket(): string {
    return this.config.PROFILE_IMAGES_BUCKET;
  }

  async createUploadUrl(
    userId: string,
    request: PhotoUploadUrlRequest,
  ): Promise<PhotoUploadUrlResponse> {
    await this.profiles.require(userId);
    const key = `${PENDING_UPLOAD_PREFIX}${userId}.${PROFILE_PHOTO_TYPES[request.contentType]}`;
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

  async confirm(userId: string, key: string): Promise<PhotoConfirmResponse> {
    const extension = this.extensionOfOwnPendingKey(userId, key);
    const expectedType = contentTypeOfExtension(extension);
    if (!expectedType)
      throw new DomainError(ProfilesErrors.PHOTO_KEY_INVALID, {
        hint: 'Ask for a new upload URL and confirm the key it answers.',
      });
    await this.profiles.require(userId);

    const upload = await this.checkedUpload(key);
    if (
      upload.contentType !== expectedType ||
      !(await isOfDeclaredType(upload.bytes, expectedType))
    ) {
      await this.uploads.discard(this.bucket, key);
      throw new DomainError(ProfilesErrors.PHOTO_NOT_AN_IMAGE);
    }

    const finalKey = `${userId}.${extension}`;
    let verdict;
    try {
      verdict = await this.moderation.check({
        bytes: upload.bytes,
        contentType: expectedType,
        fileName: finalKey,
      });
    } catch (error) {
      if (!(error instanceof ModerationUnavailableError)) throw error;
      this.logger.warn({ userId, reason: error.message }, 'Profile photo could not be moderated');
      await this.uploads.discard(this.bucket, key);
      throw new DomainError(ProfilesErrors.MODERATION_UNAVAILABLE);
    }
    if (!verdict.allowed) {
      await this.uploads.discard(this.bucket, key);
      this.logger.log({ userId, reasons: verdict.reasons }, 'Profile photo refused by moderation');
      throw new DomainError(ProfilesErrors.PHOTO_REJECTED, {
        message: photoRejectedMessage(verdict.reasons),
        details: { reasons: verdict.reasons },
      });
    }

    await this.uploads.publish(upload, finalKey);
    await Promise.all(
      EXTENSIONS.filter((other) => other !== extension).map((other) =>
        this.storage.remove(this.bucket, `${userId}.${other}`),
      ),
    );
    const profileImageUrl = `${this.publicUrl(finalKey)}?v=${Date.now()}`;
    await this.profiles.setProfileImageUrl(userId, profileImageUrl);
    return { profileImageUrl };
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

  private extensionOfOwnPendingKey(userId: string, key: string): string {
    const prefix = `${PENDING_UPLOAD_PREFIX}${userId}.`;
    if (!key.startsWith(prefix))
      throw new DomainError(ProfilesErrors.PHOTO_KEY_INVALID, {
        hint: 'Ask for a new upload URL and confirm the key it answers.',
      });
    return key.slice(prefix.length);
  }
}
