import type { PhotoRejectionReason } from '@filmcollab/contracts';

/** Why moderation refused a file: a score above the threshold (spec 02 §5). */
export type ModerationReason = PhotoRejectionReason;

/** An uploaded image or video to check; its bytes were read once by `PendingUploads.check`. */
export interface ModerationMedia {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

/** @deprecated the same as `ModerationMedia`: profile photos were the first checked files. */
export type ModerationImage = ModerationMedia;

export type ModerationVerdict = { allowed: true } | { allowed: false; reasons: ModerationReason[] };

/** Checks an uploaded file before anyone sees it; throws `ModerationUnavailableError` when it cannot tell. */
export interface ModerationPort {
  check(media: ModerationMedia): Promise<ModerationVerdict>;
}

export const MODERATION_PORT = Symbol('MODERATION_PORT');

export class ModerationUnavailableError extends Error {
  constructor(reason: string) {
    super(`Moderation unavailable: ${reason}`);
    this.name = 'ModerationUnavailableError';
  }
}
