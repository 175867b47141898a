import * as z from 'zod/mini';
import { identifier } from '../http/input-rules';

/** Image types a profile photo may have, with the extension its storage key gets. */
export const PROFILE_PHOTO_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export const ProfilePhotoContentTypeSchema = z.enum(
  Object.keys(PROFILE_PHOTO_TYPES) as [
    keyof typeof PROFILE_PHOTO_TYPES,
    ...(keyof typeof PROFILE_PHOTO_TYPES)[],
  ],
  { error: 'Please choose an image file (JPEG, PNG, WebP or GIF).' },
);
export type ProfilePhotoContentType = z.infer<typeof ProfilePhotoContentTypeSchema>;

export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** `POST /api/profiles/me/photo/upload-url` body. */
export const PhotoUploadUrlRequestSchema = z.object({
  contentType: ProfilePhotoContentTypeSchema,
  size: z
    .int()
    .check(
      z.positive(),
      z.maximum(PROFILE_PHOTO_MAX_BYTES, { error: 'The photo must be 5 MB or smaller.' }),
    ),
});
export type PhotoUploadUrlRequest = z.infer<typeof PhotoUploadUrlRequestSchema>;

/**
 * `POST /api/profiles/me/photo/upload-url` response: the browser posts a multipart form to
 * `uploadUrl` with exactly `fields`, then the file as the last field `file` (progress via
 * XMLHttpRequest upload events), then confirms `key`. The signed policy in `fields` pins the key,
 * the content type and the declared size: storage refuses anything else.
 */
export const PhotoUploadUrlResponseSchema = z.object({
  uploadUrl: z.url(),
  method: z.literal('POST'),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  expiresInSeconds: z.int().check(z.positive()),
});
export type PhotoUploadUrlResponse = z.infer<typeof PhotoUploadUrlResponseSchema>;

/** `POST /api/profiles/me/photo/confirm` body: the key answered by upload-url. */
export const PhotoConfirmRequestSchema = z.object({ key: identifier(200) });
export type PhotoConfirmRequest = z.infer<typeof PhotoConfirmRequestSchema>;

/**
 * `POST /api/profiles/me/photo/confirm` response when the photo is accepted. A blocked photo
 * answers 422 `PHOTO_REJECTED` with `details: { reasons: PhotoRejectionReason[] }` and a message
 * naming them; the object is removed from storage. Other errors: 400 `PHOTO_NOT_UPLOADED` (also
 * when the upload expired unconfirmed), `PHOTO_TOO_LARGE`, `PHOTO_NOT_AN_IMAGE`,
 * `PHOTO_KEY_INVALID`; 503 `MODERATION_UNAVAILABLE`.
 */
export const PhotoConfirmResponseSchema = z.object({ profileImageUrl: z.string() });
export type PhotoConfirmResponse = z.infer<typeof PhotoConfirmResponseSchema>;

export const PhotoRejectionReasonSchema = z.enum([
  'nudity',
  'weapon',
  'alcohol',
  'drugs',
  'offensive',
]);
export type PhotoRejectionReason = z.infer<typeof PhotoRejectionReasonSchema>;
