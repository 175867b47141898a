import type { PhotoRejectionReason } from '@filmcollab/contracts';
import { z } from 'zod';
import {
  ModerationUnavailableError,
  type ModerationImage,
  type ModerationPort,
  type ModerationVerdict,
} from './moderation-port';

export interface SightengineOptions {
  apiUrl: string;
  apiUser: string;
  apiSecret: string;
  /** A score above it refuses the photo (spec: 0.5). */
  threshold: number;
  timeoutMs: number;
}

const score = z.number().min(0).max(1);

/** The fields the spec reads: nudity.raw, nudity.partial, weapon, alcohol, drugs, offensive.prob. */
const CheckResponseSchema = z.object({
  status: z.literal('success'),
  nudity: z.object({ raw: score, partial: score }),
  weapon: score,
  alcohol: score,
  drugs: score,
  offensive: z.object({ prob: score }),
});

const FailureSchema = z.object({
  status: z.literal('failure'),
  error: z.object({ message: z.string() }).optional(),
});

/** The spec's third-party image moderation service (Sightengine `check.json`, models nudity, wad, offensive). */
export class SightengineModerationAdapter implements ModerationPort {
  constructor(private readonly options: SightengineOptions) {}

  async check(image: ModerationImage): Promise<ModerationVerdict> {
    const form = new FormData();
    form.set(
      'media',
      new Blob([new Uint8Array(image.bytes)], { type: image.contentType }),
      image.fileName,
    );
    form.set('models', 'nudity,wad,offensive');
    form.set('api_user', this.options.apiUser);
    form.set('api_secret', this.options.apiSecret);

    let body: unknown;
    try {
      const response = await fetch(this.options.apiUrl, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      body = await response.json();
      if (!response.ok && !FailureSchema.safeParse(body).success) {
        throw new ModerationUnavailableError(`status ${response.status}`);
      }
    } catch (error) {
      if (error instanceof ModerationUnavailableError) throw error;
      throw new ModerationUnavailableError(error instanceof Error ? error.message : String(error));
    }

    const failure = FailureSchema.safeParse(body);
    if (failure.success) {
      throw new ModerationUnavailableError(
        failure.data.error?.message ?? 'the service answered failure',
      );
    }
    const scores = CheckResponseSchema.safeParse(body);
    if (!scores.success) throw new ModerationUnavailableError('unexpected answer');
    return this.verdict(scores.data);
  }

  private verdict(scores: z.infer<typeof CheckResponseSchema>): ModerationVerdict {
    const over = (value: number) => value > this.options.threshold;
    const reasons: PhotoRejectionReason[] = [];
    if (over(scores.nudity.raw) || over(scores.nudity.partial)) reasons.push('nudity');
    if (over(scores.weapon)) reasons.push('weapon');
    if (over(scores.alcohol)) reasons.push('alcohol');
    if (over(scores.drugs)) reasons.push('drugs');
    if (over(scores.offensive.prob)) reasons.push('offensive');
    return reasons.length === 0 ? { allowed: true } : { allowed: false, reasons };
  }
}
