import type { FilmUploadSession } from '@filmcollab/contracts/contest';
import { UploadFailedError, uploadWithProgress, type UploadTarget } from '@filmcollab/web-kit';

/** How often one upload (or one chunk) is tried when the connection drops. */
export const UPLOAD_ATTEMPTS = 5;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isNetworkBlip = (error: unknown) => error instanceof UploadFailedError && error.status === 0;

/** Sends one blob with a fresh ticket per attempt; a dropped connection is retried with back-off. */
async function sendWithRetry(
  blob: Blob,
  ticket: () => Promise<UploadTarget & { key: string }>,
  onProgress: (loaded: number) => void,
  onRetry: (attempt: number) => void,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const target = await ticket();
    try {
      await uploadWithProgress(target, blob, (percent) => onProgress((percent / 100) * blob.size));
      return target.key;
    } catch (error) {
      if (!isNetworkBlip(error) || attempt >= UPLOAD_ATTEMPTS) throw error;
      onRetry(attempt);
      onProgress(0);
      await wait(1000 * 2 ** (attempt - 1));
    }
  }
}

/** A small file (captions) in one signed upload. */
export function uploadSingle(
  file: Blob,
  ticket: () => Promise<UploadTarget & { key: string }>,
): Promise<string> {
  return sendWithRetry(
    file,
    ticket,
    () => undefined,
    () => undefined,
  );
}

export interface ChunkedUploadApi {
  start: () => Promise<FilmUploadSession>;
  session: (uploadId: string) => Promise<FilmUploadSession>;
  chunkTicket: (uploadId: string, index: number) => Promise<UploadTarget & { key: string }>;
}

const resumeKey = (file: File) =>
  `filmcollab.contest.upload:${file.name}:${file.size}:${file.lastModified}`;

/**
 * The video in chunks, straight to object storage: only the chunks not yet stored are sent
 * (after a reload of the page too, for the same file), each retried on a dropped connection;
 * `onProgress` gets whole percentages of the file.
 */
export async function uploadChunked(
  file: File,
  api: ChunkedUploadApi,
  onProgress: (percent: number) => void,
  onRetry: (attempt: number) => void = () => undefined,
): Promise<string> {
  let session: FilmUploadSession | null = null;
  const known = sessionStorage.getItem(resumeKey(file));
  if (known) session = await api.session(known).catch(() => null);
  if (!session) {
    session = await api.start();
    sessionStorage.setItem(resumeKey(file), session.uploadId);
  }
  const { uploadId, chunkSize, chunkCount } = session;
  const stored = new Set(session.receivedChunks);
  const sizeOf = (index: number) => Math.min(chunkSize, file.size - index * chunkSize);
  let done = [...stored].reduce((sum, index) => sum + sizeOf(index), 0);
  const report = (inFlight: number) =>
    onProgress(Math.round(((done + inFlight) / file.size) * 100));
  report(0);
  for (let index = 0; index < chunkCount; index++) {
    if (stored.has(index)) continue;
    const chunk = file.slice(index * chunkSize, index * chunkSize + sizeOf(index), file.type);
    await sendWithRetry(chunk, () => api.chunkTicket(uploadId, index), report, onRetry);
    done += sizeOf(index);
    report(0);
  }
  return uploadId;
}

/** Forget the resumable upload of `file` once the film was entered. */
export function forgetUpload(file: File): void {
  sessionStorage.removeItem(resumeKey(file));
}
