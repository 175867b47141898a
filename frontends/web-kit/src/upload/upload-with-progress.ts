export interface UploadTarget {
  url: string;
  method: 'POST';
  /** The signed form fields (S3 POST policy), sent before the file. */
  fields: Record<string, string>;
}

export class UploadFailedError extends Error {
  constructor(readonly status: number) {
    super(status === 0 ? 'The upload could not reach storage.' : `Storage answered ${status}.`);
  }
}

/**
 * Sends the file straight to object storage as a browser-based upload: a multipart form with the
 * signed fields and the file last, as S3 requires. XMLHttpRequest rather than fetch: only it
 * reports upload progress. `onProgress` receives whole percentages.
 */
export function uploadWithProgress(
  target: UploadTarget,
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(target.method, target.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new UploadFailedError(xhr.status));
    };
    xhr.onerror = () => reject(new UploadFailedError(0));
    xhr.send(form);
  });
}
