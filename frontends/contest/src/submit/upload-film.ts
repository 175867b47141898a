import { UploadFailedError, uploadWithProgress, type UploadTarget } from '@filmcollab/web-kit';

/** How often a dropped connection is retried (each time with a fresh upload ticket). */
export const UPLOAD_ATTEMPTS = 3;

/**
 * Uploads `file` straight to object storage with progress; a network failure (status 0) gets a
 * fresh ticket and starts again, so a short blip does not lose the submission.
 */
export async function uploadFilm(
  file: Blob,
  ticket: () => Promise<UploadTarget & { key: string }>,
  onProgress: (percent: number) => void,
  onRetry: (attempt: number) => void = () => undefined,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const target = await ticket();
    try {
      await uploadWithProgress(target, file, onProgress);
      return target.key;
    } catch (error) {
      const networkBlip = error instanceof UploadFailedError && error.status === 0;
      if (!networkBlip || attempt >= UPLOAD_ATTEMPTS) throw error;
      onRetry(attempt);
      onProgress(0);
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
    }
  }
}
