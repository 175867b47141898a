import { z } from 'zod';
import {
  ModerationUnavailableError,
  type ModerationMedia,
  type ModerationPort,
  type ModerationReason,
  type ModerationVerdict,
} from './moderation-port';

export interface SightengineOptions {
  apiUrl: string;
  /** The synchronous video check (`video/check-sync.json`); derived from `apiUrl` when absent. */
  videoApiUrl?: string;
  apiUser: string;
  apiSecret: string;
  /** A score above it refuses the file (spec: 0.5). */
  threshold: number;
  timeoutMs: number;
}

const score = z.number().min(0).max(1);

/** The fields the spec reads: nudity.raw, nudity.partial, weapon, alcohol, drugs, offensive.prob. */
const ScoresSchema = z.object({
  nudity: z.object({ raw: score, partial: score }),
  weapon: score,
  alcohol: score,
  drugs: score,
  offensive: z.object({ prob: score }),
});
type Scores = z.infer<typeof ScoresSchema>;

const ImageAnswerSchema = ScoresSchema.extend({ status: z.literal('success') });
/** A video is scored frame by frame; a file is refused when any frame is. */
const VideoAnswerSchema = z.object({
  status: z.literal('success'),
  data: z.object({ frames: z.array(ScoresSchema).min(1) }),
});

const FailureSchema = z.object({
  status: z.literal('failure'),
  error: z.object({ message: z.string() }).optional(),
});

/** The spec's third-party moderation service (Sightengine, models nudity, wad, offensive). */
export class SightengineModerationAdapter implements ModerationPort {
  constructor(private readonly options: SightengineOptions) {}

  async check(media: ModerationMedia): Promise<ModerationVerdict> {
    const isVideo = media.contentType.startsWith('video/');
    const form = new FormData();
    form.set(
      'media',
      new Blob([new Uint8Array(media.bytes)], { type: media.contentType }),
      media.fileName,
    );
    form.set('models', 'nudity,wad,offensive');
    form.set('api_user', this.options.apiUser);
    form.set('api_secret', this.options.apiSecret);

    const body = await this.post(isVideo ? this.videoUrl() : this.options.apiUrl, form);
    const failure = FailureSchema.safeParse(body);
    if (failure.success) {
      throw new ModerationUnavailableError(
        failure.data.error?.message ?? 'the service answered failure',
      );
    }
    if (isVideo) {
      const answer = VideoAnswerSchema.safeParse(body);
      if (!answer.success) throw new ModerationUnavailableError('unexpected answer');
      return this.verdict(answer.data.data.frames);
    }
    const answer = ImageAnswerSchema.safeParse(body);
    if (!answer.success) throw new ModerationUnavailableError('unexpected answer');
    return this.verdict([answer.data]);
  }

  private async post(url: string, form: FormData): Promise<unknown> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      const body: unknown = await response.json();
      if (!response.ok && !FailureSchema.safeParse(body).success) {
        throw new ModerationUnavailableError(`status ${response.status}`);
      }
      return body;
    } catch (error) {
      if (error instanceof ModerationUnavailableError) throw error;
      throw new ModerationUnavailableError(error instanceof Error ? error.message : String(error));
    }
  }

  private videoUrl(): string {
    return (
      this.options.videoApiUrl ??
      this.options.apiUrl.replace(/check\.json$/, 'video/check-sync.json')
    );
  }

  private verdict(frames: Scores[]): ModerationVerdict {
    const over = (pick: (scores: Scores) => number) =>
      frames.some((scores) => pick(scores) > this.options.threshold);
    const reasons: ModerationReason[] = [];
    if (over((s) => s.nudity.raw) || over((s) => s.nudity.partial)) reasons.push('nudity');
    if (over((s) => s.weapon)) reasons.push('weapon');
    if (over((s) => s.alcohol)) reasons.push('alcohol');
    if (over((s) => s.drugs)) reasons.push('drugs');
    if (over((s) => s.offensive.prob)) reasons.push('offensive');
    return reasons.length === 0 ? { allowed: true } : { allowed: false, reasons };
  }
}
