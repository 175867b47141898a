import { Injectable } from '@nestjs/common';
import { createFile, MP4BoxBuffer } from 'mp4box';
import { FilmStorage } from './film-storage';

export interface VideoFacts {
  durationSeconds: number;
}

/** Why a video cannot be entered, before any rule about its length. */
export class UnreadableVideoError extends Error {}

const CHUNK_BYTES = 1024 * 1024;
/** How many ranged reads an MP4's header may take (it may sit after the media data). */
const MAX_READS = 64;

/**
 * Reads a stored video's real duration from the file itself with maintained parsers — mp4box
 * for MP4/QuickTime (jumping over the media data with ranged reads), music-metadata for WebM
 * (streamed) — never trusting the browser's declared type.
 */
@Injectable()
export class VideoInspector {
  constructor(private readonly storage: FilmStorage) {}

  async inspect(bucket: string, key: string, contentType: string, size: number): Promise<VideoFacts> {
    const facts =
      contentType === 'video/webm'
        ? await this.inspectWebm(bucket, key)
        : await this.inspectMp4(bucket, key, size);
    if (!facts || !Number.isFinite(facts.durationSeconds) || facts.durationSeconds <= 0) {
      throw new UnreadableVideoError('no duration');
    }
    return facts;
  }

  private async inspectMp4(bucket: string, key: string, size: number): Promise<VideoFacts | null> {
    const file = createFile();
    let result: VideoFacts | null = null;
    let failed = false;
    file.onReady = (info) => {
      if (info.videoTracks.length === 0 || !info.timescale) return;
      result = { durationSeconds: info.duration / info.timescale };
    };
    file.onError = () => {
      failed = true;
    };
    let position = 0;
    for (let reads = 0; reads < MAX_READS && position < size && !result && !failed; reads++) {
      const bytes = await this.storage.readRange(bucket, key, position, CHUNK_BYTES);
      if (bytes.length === 0) break;
      const buffer = MP4BoxBuffer.fromArrayBuffer(
        bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length),
        position,
      );
      const next = file.appendBuffer(buffer);
      position = typeof next === 'number' && next > position ? next : position + bytes.length;
    }
    file.flush();
    return result;
  }

  private async inspectWebm(bucket: string, key: string): Promise<VideoFacts | null> {
    const { parseStream } = await import('music-metadata');
    const stream = await this.storage.stream(bucket, key);
    try {
      const metadata = await parseStream(
        stream as unknown as import('node:stream').Readable,
        { mimeType: 'video/webm' },
        { duration: true, skipCovers: true },
      );
      if (!metadata.format.hasVideo || metadata.format.duration === undefined) return null;
      return { durationSeconds: metadata.format.duration };
    } catch {
      return null;
    } finally {
      (stream as unknown as { destroy?: () => void }).destroy?.();
    }
  }
}
