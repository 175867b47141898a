import type { PhotoRejectionReason } from '@filmcollab/contracts';

export interface ModerationImage {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

export type ModerationVerdict =
  { allowed: true } | { allowed: false; reasons: PhotoRejectionReason[] };

/** Checks a profile photo before it is shown; throws `ModerationUnavailableError` when it cannot tell. */
export interface ModerationPort {
  check(image: ModerationImage): Promise<ModerationVerdict>;
}

export const MODERATION_PORT = Symbol('MODERATION_PORT');

export class ModerationUnavailableError extends Error {
  constructor(reason: string) {
    super(`Moderation unavailable: ${reason}`);
    this.name = 'ModerationUnavailableError';
  }
}
