/**
 * The object store's buckets and who may read them through the gateway's `/storage` route.
 * Public buckets serve single objects to anyone (never listings, never `pending/`); private
 * buckets are read through signed URLs only. MinIO enforces this with bucket policies in
 * production, gateway/dev in front of s3rver in the embedded stack.
 */
export const STORAGE_BUCKETS = {
  'profile-images': { publicRead: true },
  'post-images': { publicRead: true },
  /** Community posts' and comments' images and videos (spec 02 §3). */
  'community-files': { publicRead: true },
  'contest-films': { publicRead: true },
  'project-files': { publicRead: false },
} as const;
export type StorageBucket = keyof typeof STORAGE_BUCKETS;

/** Where uploads wait until their service has checked them; never readable through the gateway. */
export const PENDING_UPLOAD_PREFIX = 'pending/';

/**
 * The only media types public reads serve: what the services accept for upload. Anything else
 * (HTML, SVG, scripts) would run on the platform's own origin.
 */
export const PUBLIC_MEDIA_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'video/mp4',
  'video/webm',
  'video/quicktime',
  /** Contest films' captions (WebVTT: plain text, never run as a page). */
  'text/vtt',
] as const;
