import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import {
  CONTEST_CAPTIONS_MAX_BYTES,
  CONTEST_CAPTIONS_TYPE,
  CONTEST_CREW_MAX,
  CONTEST_FILM_MAX_BYTES,
  CONTEST_FILM_MAX_SECONDS,
  CONTEST_FILM_TYPES,
  type CaptionsUploadUrlRequest,
  type ContestFilm,
  ContestErrors,
  type ContestUploadUrlResponse,
  type FilmUploadUrlRequest,
  type SubmitFilmRequest,
} from '@filmcollab/contracts';
import {
  type AuthenticatedUser,
  Clock,
  DomainError,
  InjectConfig,
  PendingUploads,
  UploadRefusedError,
} from '@filmcollab/service-kit';
import type { ContestConfig } from '../config/contest-config.schema';
import { LeaderboardFreezer } from '../judging/leaderboard-freezer';
import { PeopleService } from '../people/people.service';
import { RoundsService } from '../rounds/rounds.service';
import { ChunkedFilmUploads } from './chunked-film-uploads';
import { FilmCleanup } from './film-cleanup';
import { FilmPresenter } from './film-presenter';
import { FilmStorage } from './film-storage';
import { type FilmUploadRecord, FilmUploadRepository } from './film-upload.repository';
import { type FilmRecord, FilmRepository } from './film.repository';
import { UnreadableVideoError, VideoInspector } from './video-inspector';

const PENDING = 'pending/';

/**
 * Contest films: the browser uploads straight to the `contest-films` bucket under a pending key
 * (a signed POST pinning key, type and size); submitting checks the stored file — real type and
 * duration read from the file — takes one of the round's team spots atomically and publishes
 * the film under its final key.
 */
@Injectable()
export class FilmsService {
  private readonly logger = new Logger(FilmsService.name);

  constructor(
    private readonly films: FilmRepository,
    private readonly uploads: FilmUploadRepository,
    private readonly pending: PendingUploads,
    private readonly storage: FilmStorage,
    private readonly inspector: VideoInspector,
    private readonly presenter: FilmPresenter,
    private readonly people: PeopleService,
    private readonly rounds: RoundsService,
    private readonly cleanup: FilmCleanup,
    private readonly chunked: ChunkedFilmUploads,
    private readonly freezer: LeaderboardFreezer,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: ContestConfig,
  ) {}

  private get bucket(): string {
    return this.config.CONTEST_FILMS_BUCKET;
  }

  async list(viewerId: string | null, roundId?: string): Promise<ContestFilm[]> {
    return this.presenter.present(await this.films.list(roundId), viewerId);
  }

  async get(filmId: string): Promise<FilmRecord> {
    const film = await this.films.find(filmId);
    if (!film) throw new DomainError(ContestErrors.FILM_NOT_FOUND);
    return film;
  }

  async videoUploadUrl(userId: string, request: FilmUploadUrlRequest): Promise<ContestUploadUrlResponse> {
    await this.rounds.requireOpen();
    const extension = CONTEST_FILM_TYPES[request.contentType];
    return this.issue(userId, 'video', request.contentType, request.size, extension, {
      contentTypes: CONTEST_FILM_TYPES,
      maxBytes: CONTEST_FILM_MAX_BYTES,
    });
  }

  async captionsUploadUrl(userId: string, request: CaptionsUploadUrlRequest): Promise<ContestUploadUrlResponse> {
    await this.rounds.requireOpen();
    return this.issue(userId, 'captions', CONTEST_CAPTIONS_TYPE, request.size, 'vtt', {
      contentTypes: { [CONTEST_CAPTIONS_TYPE]: 'vtt' },
      maxBytes: CONTEST_CAPTIONS_MAX_BYTES,
    });
  }

  private async issue(
    userId: string,
    kind: FilmUploadRecord['kind'],
    contentType: string,
    size: number,
    extension: string,
    rule: { contentTypes: Record<string, string>; maxBytes: number },
  ): Promise<ContestUploadUrlResponse> {
    const key = `${PENDING}${userId}/${randomUUID()}.${extension}`;
    const ttlSeconds = this.config.FILM_UPLOAD_URL_TTL_SECONDS;
    const ticket = await this.pending.issue(
      { bucket: this.bucket, key, contentType, size },
      { ...rule, ttlSeconds },
    );
    await this.uploads.save({
      key,
      userId,
      kind,
      contentType,
      size,
      expiresAt: new Date(this.clock.now().getTime() + ttlSeconds * 1000),
    });
    return {
      uploadUrl: ticket.url,
      method: ticket.method,
      fields: ticket.fields,
      key: ticket.key,
      expiresInSeconds: ticket.expiresInSeconds,
    };
  }

  async submit(user: AuthenticatedUser, request: SubmitFilmRequest): Promise<ContestFilm> {
    const crewNames = request.crew.filter((name) => name.toLowerCase() !== user.username?.toLowerCase());
    if (crewNames.length > CONTEST_CREW_MAX) throw new DomainError(ContestErrors.CREW_TOO_LARGE);
    await this.rounds.requireOpen();
    const crew = (await this.people.resolveCrew(crewNames)).filter((m) => m.userId !== user.id);
    const videoKey = request.uploadId
      ? await this.chunked.assemble(user.id, request.uploadId)
      : (request.videoKey as string);
    const video = await this.ownUpload(user.id, videoKey, 'video');
    const captions = request.captionsKey
      ? await this.ownUpload(user.id, request.captionsKey, 'captions')
      : null;

    const checked = await this.checkVideo(video);
    const captionsBytes = captions ? await this.checkCaptions(captions) : null;

    const round = await this.rounds.takeSpotInOpenRound();
    const id = randomUUID();
    const filmKey = `${round.id}/${id}.${CONTEST_FILM_TYPES[video.contentType as keyof typeof CONTEST_FILM_TYPES]}`;
    const captionsKey = captionsBytes ? `${round.id}/${id}.vtt` : null;
    try {
      await this.storage.copyChecked(this.bucket, video.key, filmKey, checked.etag);
      if (captionsBytes && captionsKey) {
        await this.storage.objects.write(this.bucket, captionsKey, captionsBytes, CONTEST_CAPTIONS_TYPE);
      }
      const film = await this.films.insert({
        id,
        roundId: round.id,
        userId: user.id,
        title: request.title,
        description: request.description,
        crew,
        videoKey: filmKey,
        contentType: video.contentType,
        captionsKey,
        durationSeconds: checked.durationSeconds,
        submittedAt: this.clock.now(),
      });
      await this.forget(video.key);
      if (captions) await this.forget(captions.key);
      const [presented] = await this.presenter.present([film], user.id);
      return presented;
    } catch (error) {
      await this.rounds.releaseSpot(round.id);
      await this.storage.objects.remove(this.bucket, filmKey).catch(() => undefined);
      if (captionsKey) await this.storage.objects.remove(this.bucket, captionsKey).catch(() => undefined);
      throw error;
    }
  }

  /**
   * Owner only: the stored video (and captions) go first, then the record (spec 01 §4). A closed
   * round's results are frozen before, so its leaderboard keeps the deleted film's entry.
   */
  async delete(userId: string, filmId: string): Promise<void> {
    const film = await this.get(filmId);
    if (film.userId !== userId) throw new DomainError(ContestErrors.NOT_FILM_OWNER);
    await this.freezer.ensureFrozen(film.roundId);
    await this.storage.objects.remove(this.bucket, film.videoKey);
    if (film.captionsKey) await this.storage.objects.remove(this.bucket, film.captionsKey);
    if (await this.films.delete(film.id)) {
      await this.cleanup.afterDelete(film);
    }
  }

  private async ownUpload(userId: string, key: string, kind: FilmUploadRecord['kind']): Promise<FilmUploadRecord> {
    const upload = key.startsWith(`${PENDING}${userId}/`) ? await this.uploads.find(key) : null;
    if (!upload || upload.userId !== userId || upload.kind !== kind) {
      throw new DomainError(ContestErrors.UPLOAD_KEY_INVALID);
    }
    return upload;
  }

  private async checkVideo(upload: FilmUploadRecord): Promise<{ durationSeconds: number; etag: string }> {
    if (upload.expiresAt.getTime() + 300_000 <= this.clock.now().getTime()) {
      await this.discard(upload.key);
      throw new DomainError(ContestErrors.UPLOAD_NOT_UPLOADED);
    }
    const info = await this.storage.objects.stat(this.bucket, upload.key);
    if (!info) throw new DomainError(ContestErrors.UPLOAD_NOT_UPLOADED);
    if (info.contentType !== upload.contentType) {
      await this.discard(upload.key);
      throw new DomainError(ContestErrors.UPLOAD_WRONG_TYPE);
    }
    if (info.size > upload.size) {
      await this.discard(upload.key);
      throw new DomainError(ContestErrors.UPLOAD_TOO_LARGE);
    }
    const etag = await this.storage.etag(this.bucket, upload.key);
    let durationSeconds: number;
    try {
      ({ durationSeconds } = await this.inspector.inspect(this.bucket, upload.key, upload.contentType, info.size));
    } catch (error) {
      if (!(error instanceof UnreadableVideoError)) throw error;
      await this.discard(upload.key);
      throw new DomainError(ContestErrors.VIDEO_UNREADABLE);
    }
    if (durationSeconds > CONTEST_FILM_MAX_SECONDS + 0.5) {
      await this.discard(upload.key);
      throw new DomainError(ContestErrors.VIDEO_TOO_LONG, {
        details: { durationSeconds: Math.round(durationSeconds), maxSeconds: CONTEST_FILM_MAX_SECONDS },
      });
    }
    return { durationSeconds, etag };
  }

  private async checkCaptions(upload: FilmUploadRecord): Promise<Buffer> {
    let checked;
    try {
      checked = await this.pending.check(this.bucket, upload.key);
    } catch (error) {
      if (error instanceof UploadRefusedError) throw new DomainError(ContestErrors.CAPTIONS_INVALID);
      throw error;
    }
    const text = checked.bytes.toString('utf8').replace(/^\uFEFF/, '');
    if (!/^WEBVTT(?:[ \t].*)?(?:\r?\n|$)/.test(text)) {
      await this.discard(upload.key);
      throw new DomainError(ContestErrors.CAPTIONS_INVALID);
    }
    return checked.bytes;
  }

  private async discard(key: string): Promise<void> {
    await this.pending.discard(this.bucket, key);
    await this.uploads.delete(key);
  }

  private async forget(key: string): Promise<void> {
    await this.discard(key).catch((error: unknown) =>
      this.logger.warn({ key, error: String(error) }, 'Pending film upload left for the sweeper'),
    );
  }
}
