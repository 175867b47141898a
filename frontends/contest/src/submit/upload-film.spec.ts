import { uploadChunked } from './upload-film';

/** An XMLHttpRequest stand-in that records the size of each sent chunk and succeeds. */
class AutoXhr {
  static sent: number[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 204;
  open() {}
  send(form: FormData) {
    const file = form.get('file') as Blob;
    AutoXhr.sent.push(file.size);
    queueMicrotask(() => {
      this.upload.onprogress?.({
        lengthComputable: true,
        loaded: file.size,
        total: file.size,
      } as ProgressEvent);
      this.onload?.();
    });
  }
}

const ticket = async (_id: string, index: number) => ({
  url: 'http://store/contest-films',
  method: 'POST' as const,
  fields: { key: `k${index}` },
  key: `k${index}`,
});

describe('uploadChunked', () => {
  beforeEach(() => {
    AutoXhr.sent = [];
    sessionStorage.clear();
    (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = AutoXhr;
  });

  it('sends every chunk in order, the last one shorter, reporting progress of the whole file', async () => {
    const file = new File([new Uint8Array(25)], 'f.mp4', { type: 'video/mp4' });
    const progress: number[] = [];
    const id = await uploadChunked(
      file,
      {
        start: async () => ({ uploadId: 'u', chunkSize: 10, chunkCount: 3, receivedChunks: [] }),
        session: async () => {
          throw new Error('not asked');
        },
        chunkTicket: ticket,
      },
      (p) => progress.push(p),
    );
    expect(id).toBe('u');
    expect(AutoXhr.sent).toEqual([10, 10, 5]);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toContain(40);
  });

  it('resumes the same file: only the chunks the store lacks are sent', async () => {
    const file = new File([new Uint8Array(25)], 'f.mp4', { type: 'video/mp4', lastModified: 1 });
    const api = {
      start: async () => ({ uploadId: 'u2', chunkSize: 10, chunkCount: 3, receivedChunks: [] }),
      session: async (id: string) => ({
        uploadId: id,
        chunkSize: 10,
        chunkCount: 3,
        receivedChunks: [0, 2],
      }),
      chunkTicket: ticket,
    };
    await uploadChunked(
      file,
      { ...api, chunkTicket: async () => Promise.reject(new Error('stop')) },
      () => undefined,
    ).catch(() => undefined);
    AutoXhr.sent = [];
    const progress: number[] = [];
    expect(await uploadChunked(file, api, (p) => progress.push(p))).toBe('u2');
    expect(AutoXhr.sent).toEqual([10]);
    expect(progress[0]).toBe(60);
  });
});
