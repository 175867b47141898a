import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Busboy from '@fastify/busboy';
import { StorageErrors } from '@filmcollab/contracts';
import { sendJson } from '../http/send-json';
import { type PolicyGrant, PostPolicyVerifier } from './post-policy-verifier';
import type { StorageCredentials } from './storage-credentials';
import { StorageRefusal } from './storage-refusal';
import type { StorageUpstream } from './storage-upstream';

const FORM_LIMITS = { fields: 32, fieldSize: 16 * 1024, files: 1, parts: 40 };

/**
 * S3's browser upload (POST policy) in front of s3rver, which checks no signature: the form is
 * stored only when its signed policy holds — key, content type, size within the signed range —
 * so the embedded stack stores exactly what MinIO would. The file is spooled to a temporary file
 * (never held in memory) and then put into s3rver with one PUT.
 */
export class StorageUpload {
  private readonly verifier: PostPolicyVerifier;

  constructor(
    credentials: StorageCredentials,
    private readonly upstream: StorageUpstream,
  ) {
    this.verifier = new PostPolicyVerifier(credentials);
  }

  async handle(req: IncomingMessage, res: ServerResponse, bucket: string): Promise<void> {
    const directory = await mkdtemp(join(tmpdir(), 'gateway-upload-'));
    try {
      const upload = await this.receive(req, bucket, join(directory, 'file'));
      await this.store(bucket, upload);
      sendJson(res, 204, undefined);
    } catch (error) {
      if (!(error instanceof StorageRefusal)) throw error;
      // The rest of the body is not read: close the connection rather than drain a large file.
      sendJson(res, error.status, error.body, { connection: 'close' });
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }

  /** Reads the form: fields first, the policy verified before a byte of the file is kept. */
  private receive(
    req: IncomingMessage,
    bucket: string,
    spoolPath: string,
  ): Promise<PolicyGrant & { size: number; spoolPath: string }> {
    const contentType = req.headers['content-type'] ?? '';
    if (!/^multipart\/form-data/i.test(contentType)) {
      return Promise.reject(
        new StorageRefusal(StorageErrors.UPLOAD_MALFORMED, 'Post a multipart/form-data form.'),
      );
    }
    return new Promise((resolve, reject) => {
      const fields = new Map<string, string>();
      let fileSeen = false;
      const form = Busboy({ headers: { ...req.headers, 'content-type': contentType }, limits: FORM_LIMITS });
      const fail = (error: unknown): void => {
        req.unpipe(form);
        reject(error);
      };
      form.on('field', (name, value) => {
        if (!fileSeen) fields.set(name.toLowerCase(), value);
      });
      form.on('file', (name, stream) => {
        if (name !== 'file' || fileSeen) {
          stream.resume();
          return;
        }
        fileSeen = true;
        let grant: PolicyGrant;
        try {
          grant = this.verifier.verify(fields, bucket, new Date());
        } catch (error) {
          stream.resume();
          fail(error);
          return;
        }
        spool(stream, spoolPath, grant.maxBytes)
          .then((size) => {
            if (size < grant.minBytes) {
              throw new StorageRefusal(StorageErrors.UPLOAD_MALFORMED, 'The file is empty.');
            }
            resolve({ ...grant, size, spoolPath });
          })
          .catch(fail);
      });
      form.on('finish', () => {
        if (!fileSeen) {
          fail(new StorageRefusal(StorageErrors.UPLOAD_MALFORMED, 'The form has no file field.'));
        }
      });
      form.on('error', () =>
        fail(new StorageRefusal(StorageErrors.UPLOAD_MALFORMED, 'The form could not be read.')),
      );
      req.pipe(form);
    });
  }

  private async store(
    bucket: string,
    upload: PolicyGrant & { size: number; spoolPath: string },
  ): Promise<void> {
    const put = request({
      ...this.upstream.address(),
      method: 'PUT',
      path: this.upstream.objectPath(bucket, upload.key),
      headers: { 'content-type': upload.contentType, 'content-length': String(upload.size) },
    });
    const answered = new Promise<IncomingMessage>((resolve, reject) => {
      put.once('response', resolve).once('error', reject);
    });
    await pipeline(createReadStream(upload.spoolPath), put);
    const answer = await answered;
    answer.resume();
    if (answer.statusCode !== 200) {
      throw new Error(`object storage answered ${answer.statusCode} to a verified upload`);
    }
  }
}

/** Writes the file to `path`; refuses it as soon as it passes `maxBytes`. Answers its size. */
async function spool(file: Readable, path: string, maxBytes: number): Promise<number> {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) {
        callback(new StorageRefusal(StorageErrors.UPLOAD_TOO_LARGE, `At most ${maxBytes} bytes.`));
        return;
      }
      callback(null, chunk);
    },
  });
  await pipeline(file, counter, createWriteStream(path));
  await stat(path);
  return size;
}
