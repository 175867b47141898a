import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type PhotoConfirmResponse,
  photoRejectedMessage,
  type PhotoUploadUrlRequest,
  type PhotoUploadUrlResponse,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_TYPES,
  type ProfilePhotoContentType,
  ProfilesErrors,
} from '@filmcollab/contracts';
import { DomainError, InjectConfig } from '@filmcollab/service-kit';
import type { ProfilesConfig } from '../config/profiles-config.schema';
import {
  MODERATION_PORT,
  ModerationUnavailableError,
  type ModerationPort,
} from '../moderation/moderation-port';
import { ProfilesService } from '../profiles/profiles.service';
import { sniffImageType } from './image-signature';
import { PhotoStorage } from './photo-storage';

const PENDING_PREFIX = 'pending/';
const EXTENSIONS = Object.values(PROFILE_PHOTO_TYPES);

function contentTypeOfExtension(extension: string): ProfilePhotoContentType | null {
  const entry = Object.entries(PROFILE_PHOTO_TYPES).find(([, ext]) => ext === extension);
  return entry ? (entry[0] as ProfilePhotoContentType) : null;
}

/**
 * Profile photos: the browser PUTs straight to object storage under `pending/{userId}.{ext}`;
 * confirm checks the object and moderates it, then publishes it as `{userId}.{ext}` (overwriting).
 * The staging key keeps an unchecked upload from replacing the photo everyone already sees.
 */
@Injectable()
export class PhotoService {
  private readonly logger = new Logger(PhotoService.name);

  constructor(
    private readonly storage: PhotoStorage,
    private readonly profiles: ProfilesService,
    @Inject(MODERATION_PORT) private readonly moderation: ModerationPort,
    @InjectConfig() private readonly config: ProfilesConfig,
  ) {}

  async createUploadUrl(
    userId: string,
    request: PhotoUploadUrlRequest,
  ): Promise<PhotoUploadUrlResponse> {
    await this.profiles.require(userId);
    const key = `${PENDING_PREFIX}${userId}.${PROFILE_PHOTO_TYPES[request.contentType]}`;
    return {
      uploadUrl: await this.storage.presignedPutUrl(key),
      method: 'PUT',
      headers: { 'Content-Type': request.contentType },
      key,
      expiresInSeconds: this.config.PHOTO_UPLOAD_URL_TTL_SECONDS,
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

    const info = await this.storage.stat(key);
    if (!info) throw new DomainError(ProfilesErrors.PHOTO_NOT_UPLOADED);
    if (info.size > PROFILE_PHOTO_MAX_BYTES) {
      await this.storage.remove(key);
      throw new DomainError(ProfilesErrors.PHOTO_TOO_LARGE);
    }
    const bytes = await this.storage.read(key);
    if (info.contentType !== expectedType || sniffImageType(bytes) !== expectedType) {
      await this.storage.remove(key);
      throw new DomainError(ProfilesErrors.PHOTO_NOT_AN_IMAGE);
    }

    const finalKey = `${userId}.${extension}`;
    let verdict;
    try {
      verdict = await this.moderation.check({
        bytes,
        contentType: expectedType,
        fileName: finalKey,
      });
    } catch (error) {
      if (!(error instanceof ModerationUnavailableError)) throw error;
      this.logger.warn({ userId, reason: error.message }, 'Profile photo could not be moderated');
      await this.storage.remove(key);
      throw new DomainError(ProfilesErrors.MODERATION_UNAVAILABLE);
    }
    if (!verdict.allowed) {
      await this.storage.remove(key);
      this.logger.log({ userId, reasons: verdict.reasons }, 'Profile photo refused by moderation');
      throw new DomainError(ProfilesErrors.PHOTO_REJECTED, {
        message: photoRejectedMessage(verdict.reasons),
        details: { reasons: verdict.reasons },
      });
    }

    await this.storage.copy(key, finalKey);
    await this.storage.remove(key);
    await Promise.all(
      EXTENSIONS.filter((other) => other !== extension).map((other) =>
        this.storage.remove(`${userId}.${other}`),
      ),
    );
    const profileImageUrl = `${this.storage.publicUrl(finalKey)}?v=${Date.now()}`;
    await this.profiles.setProfileImageUrl(userId, profileImageUrl);
    return { profileImageUrl };
  }

  private extensionOfOwnPendingKey(userId: string, key: string): string {
    const prefix = `${PENDING_PREFIX}${userId}.`;
    if (!key.startsWith(prefix))
      throw new DomainError(ProfilesErrors.PHOTO_KEY_INVALID, {
        hint: 'Ask for a new upload URL and confirm the key it answers.',
      });
    return key.slice(prefix.length);
  }
}
