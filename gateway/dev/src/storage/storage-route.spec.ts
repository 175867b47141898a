import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, PostPolicy } from 'minio';
import pino from 'pino';
import S3rver from 's3rver';
import { startGateway, type RunningGateway } from '../server/start-gateway';

const CREDENTIALS = { accessKey: 'S3RVER', secretKey: 'S3RVER', region: 'us-east-1' };
const BUCKETS = ['profile-images', 'project-files'];
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('gateway/dev /storage in front of s3rver', () => {
  let s3: S3rver;
  let s3Port: number;
  let s3Url: string;
  let gateway: RunningGateway;
  let workDir: string;

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'gateway-storage-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory: join(workDir, 's3'),
      silent: true,
      configureBuckets: BUCKETS.map((name) => ({ name, configs: [] })),
    });
    const { port } = await s3.run();
    s3Port = port;
    s3Url = `http://127.0.0.1:${port}`;
    const kongFile = join(workDir, 'kong.yml');
    writeFileSync(
      kongFile,
      `_format_version: '3.0'
services:
  - name: storage
    url: http://minio:${port}
    routes:
      - { name: storage-public-read, paths: [/storage], methods: [GET, HEAD], strip_path: true }
      - { name: storage-upload, paths: [/storage], methods: [POST], strip_path: true }
`,
    );
    gateway = await startGateway({
      port: 0,
      kongFile,
      frontendsDir: join(workDir, 'frontends'),
      upstreamHost: '127.0.0.1',
      storageCredentials: CREDENTIALS,
      logger: pino({ level: 'silent' }),
    });
  });

  afterAll(async () => {
    await gateway?.stop();
    await s3?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  /** Signs a policy the way the service kit does (minio's presignedPostPolicy). */
  async function signedFields(
    key: string,
    contentType: string,
    maxBytes: number,
    { secretKey = CREDENTIALS.secretKey, expiresInMs = 600_000 } = {},
  ): Promise<Record<string, string>> {
    const client = new Client({
      endPoint: '127.0.0.1',
      port: 9,
      useSSL: false,
      accessKey: CREDENTIALS.accessKey,
      secretKey,
      region: CREDENTIALS.region,
      pathStyle: true,
    });
    const policy = new PostPolicy();
    policy.setBucket('profile-images');
    policy.setKey(key);
    policy.setContentType(contentType);
    policy.setContentLengthRange(1, maxBytes);
    policy.setExpires(new Date(Date.now() + expiresInMs));
    return (await client.presignedPostPolicy(policy)).formData;
  }

  function post(fields: Record<string, string>, file: Buffer, bucket = 'profile-images') {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(file)]), 'file');
    return fetch(`${gateway.url}/storage/${bucket}`, { method: 'POST', body: form });
  }

  const storedStatus = async (key: string) =>
    (await fetch(`${s3Url}/profile-images/${key}`, { method: 'HEAD' })).status;

  it('stores a form whose signed policy holds, and serves it so that browsers never run it', async () => {
    const fields = await signedFields('u1.png', 'image/png', 1024);
    const posted = await post(fields, PNG);
    expect(posted.status).toBe(204);

    const read = await fetch(`${gateway.url}/storage/profile-images/u1.png?v=123`);
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(PNG)).toBe(true);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(read.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('refuses a form whose content type is not the signed one, and stores nothing', async () => {
    const fields = await signedFields('u2.png', 'image/png', 1024);
    const posted = await post({ ...fields, 'Content-Type': 'text/html' }, Buffer.from('<script>'));
    expect(posted.status).toBe(403);
    expect(await posted.json()).toMatchObject({ code: 'UPLOAD_NOT_ALLOWED' });
    expect(await storedStatus('u2.png')).toBe(404);
  });

  it('refuses a file larger than the signed size, and stores nothing', async () => {
    const fields = await signedFields('u3.png', 'image/png', 1024);
    const posted = await post(fields, Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]));
    expect(posted.status).toBe(400);
    expect(await posted.json()).toMatchObject({ code: 'UPLOAD_TOO_LARGE' });
    expect(await storedStatus('u3.png')).toBe(404);
  });

  it.each([
    ['another key', async () => ({ ...(await signedFields('u4.png', 'image/png', 1024)), key: 'u1.png' })],
    ['a foreign secret', () => signedFields('u4.png', 'image/png', 1024, { secretKey: 'guessed' })],
    ['an expired policy', () => signedFields('u4.png', 'image/png', 1024, { expiresInMs: -1000 })],
    ['an unsigned extra field', async () => ({ ...(await signedFields('u4.png', 'image/png', 1024)), acl: 'public-read' })],
    ['no policy', async () => ({ key: 'u4.png', 'Content-Type': 'image/png' })],
  ])('refuses a form with %s', async (_case, fields) => {
    const posted = await post(await fields(), PNG);
    expect([400, 403]).toContain(posted.status);
    expect(await storedStatus('u4.png')).toBe(404);
    expect(await storedStatus('u1.png')).toBe(200);
  });

  it('serves single public objects only: no listings, no pending uploads, no private buckets', async () => {
    await fetch(`${s3Url}/profile-images/pending/u5.png`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(PNG),
    });
    await fetch(`${s3Url}/project-files/p1/plan.png`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(PNG),
    });
    for (const path of [
      '/storage',
      '/storage/',
      '/storage/profile-images',
      '/storage/profile-images/',
      '/storage/profile-images?list-type=2',
      '/storage/profile-images/u1.png?acl',
      '/storage/profile-images/pending/u5.png',
      '/storage/project-files/p1/plan.png',
      '/storage/project-files?list-type=2',
    ]) {
      const response = await fetch(`${gateway.url}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
      expect(await response.text()).not.toContain('ListBucketResult');
    }
  });

  it('never serves an object whose type the services do not accept', async () => {
    await fetch(`${s3Url}/profile-images/evil.png`, {
      method: 'PUT',
      headers: { 'content-type': 'text/html' },
      body: '<script>alert(localStorage.length)</script>',
    });
    const response = await fetch(`${gateway.url}/storage/profile-images/evil.png`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  describe('private files (project-files): presigned GETs only', () => {
    const PLAN = Buffer.from('%PDF-1.7 the shooting plan');
    const OTHER = Buffer.from('%PDF-1.7 another project');

    beforeAll(async () => {
      for (const [key, body] of [['p1/plan.pdf', PLAN], ['p2/budget.pdf', OTHER]] as const) {
        await fetch(`${s3Url}/project-files/${key}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/pdf' },
          body: new Uint8Array(body),
        });
      }
    });

    /**
     * The path and query of a presigned GET as the service kit signs it: for the store as the
     * gateway forwards to it (Kong: Host of the upstream, `/storage` stripped).
     */
    async function signedPathAndQuery(
      bucket: string,
      key: string,
      {
        host = '127.0.0.1',
        port = s3Port,
        secretKey = CREDENTIALS.secretKey,
        expiresInSeconds = 300,
        signedAt = new Date(),
      } = {},
    ): Promise<string> {
      const client = new Client({
        endPoint: host,
        port,
        useSSL: false,
        accessKey: CREDENTIALS.accessKey,
        secretKey,
        region: CREDENTIALS.region,
        pathStyle: true,
      });
      const url = await client.presignedGetObject(bucket, key, expiresInSeconds, undefined, signedAt);
      return url.replace(/^http:\/\/[^/]+/, '');
    }

    it('serves the signed object as a download that is never cached nor run', async () => {
      const read = await fetch(`${gateway.url}/storage${await signedPathAndQuery('project-files', 'p1/plan.pdf')}`);

      expect(read.status).toBe(200);
      expect(Buffer.from(await read.arrayBuffer()).equals(PLAN)).toBe(true);
      expect(Object.fromEntries(read.headers)).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': 'attachment',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      });
    });

    it.each([
      ['another key', async () => (await signedPathAndQuery('project-files', 'p1/plan.pdf')).replace('p1/plan.pdf', 'p2/budget.pdf'), 'GET'],
      ['a signature for another bucket', async () => (await signedPathAndQuery('profile-images', 'p1/plan.pdf')).replace('profile-images', 'project-files'), 'GET'],
      ['a signature for the public host', () => signedPathAndQuery('project-files', 'p1/plan.pdf', { host: 'localhost', port: 8000 }), 'GET'],
      ['a foreign secret', () => signedPathAndQuery('project-files', 'p1/plan.pdf', { secretKey: 'guessed' }), 'GET'],
      ['an expired link', () => signedPathAndQuery('project-files', 'p1/plan.pdf', { expiresInSeconds: 60, signedAt: new Date(Date.now() - 61_000) }), 'GET'],
      ['a longer validity than signed', async () => (await signedPathAndQuery('project-files', 'p1/plan.pdf')).replace('X-Amz-Expires=300', 'X-Amz-Expires=3000'), 'GET'],
      ['no signature', async () => (await signedPathAndQuery('project-files', 'p1/plan.pdf')).replace(/&X-Amz-Signature=[0-9a-f]+/, ''), 'GET'],
      ['no query at all', async () => '/project-files/p1/plan.pdf', 'GET'],
      ['a listing with a signed query', async () => `/project-files?${(await signedPathAndQuery('project-files', 'p1/plan.pdf')).split('?')[1]}`, 'GET'],
      ['a listing of a prefix', async () => `/project-files/p1/?${(await signedPathAndQuery('project-files', 'p1/plan.pdf')).split('?')[1]}`, 'GET'],
      ['a HEAD with a GET signature', () => signedPathAndQuery('project-files', 'p1/plan.pdf'), 'HEAD'],
    ])('refuses %s and serves nothing', async (_case, pathAndQuery, method) => {
      const response = await fetch(`${gateway.url}/storage${await pathAndQuery()}`, { method });

      expect(response.status).toBe(403);
      const body = await response.text();
      if (method === 'GET') expect(JSON.parse(body)).toMatchObject({ code: 'STORAGE_ACCESS_DENIED' });
      expect(body).not.toContain('%PDF');
      expect(body).not.toContain('ListBucketResult');
      expect(response.headers.get('content-disposition')).toBeNull();
    });

    it('keeps the public rules for public buckets: a signed query opens nothing there', async () => {
      const signed = await signedPathAndQuery('profile-images', 'u1.png');
      const response = await fetch(`${gateway.url}/storage${signed}`);
      expect(response.status).toBe(403);
    });
  });
});
