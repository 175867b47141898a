import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STORAGE_BUCKETS } from '@filmcollab/contracts';
import { readYaml, repoPath } from './repo-files';

interface Statement {
  Effect: 'Allow' | 'Deny';
  Action: string[];
  Resource: string[];
  Principal?: unknown;
}

const compose = readYaml<{
  services: Record<string, { environment?: Record<string, string>; volumes?: string[] }>;
}>('docker-compose.yml');
const initEnv = compose.services['minio-init'].environment ?? {};
const publicBuckets = Object.entries(STORAGE_BUCKETS)
  .filter(([, bucket]) => bucket.publicRead)
  .map(([name]) => name);
const privateBuckets = Object.entries(STORAGE_BUCKETS)
  .filter(([, bucket]) => !bucket.publicRead)
  .map(([name]) => name);

/** Runs infra/minio/minio-init.sh against a fake `mc` that records its calls and policy files. */
function runInit(env: Record<string, string>): {
  calls: string[];
  policies: Map<string, Statement[]>;
} {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'filmcollab-minio-init-'));
  try {
    const fakeMc = path.join(dir, 'mc');
    writeFileSync(
      fakeMc,
      `#!/bin/sh\necho "$*" >> "${dir}/calls"\nfor arg in "$@"; do case "$arg" in *.json) cp "$arg" "${dir}/policy-$(basename "$arg")";; esac; done\n`,
    );
    chmodSync(fakeMc, 0o755);
    execFileSync('sh', [repoPath('infra', 'minio', 'minio-init.sh')], {
      env: { PATH: `${dir}:/usr/bin:/bin`, ...env },
      encoding: 'utf8',
    });
    const policies = new Map<string, Statement[]>();
    for (const file of readdirSync(dir).filter((name) => name.startsWith('policy-')))
      policies.set(
        file.replace(/^policy-|\.json$/g, ''),
        (JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { Statement: Statement[] })
          .Statement,
      );
    return { calls: readFileSync(path.join(dir, 'calls'), 'utf8').trim().split('\n'), policies };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('object storage init (infra/minio/minio-init.sh)', () => {
  const { calls, policies } = runInit({
    MINIO_URL: 'http://minio:9000',
    MINIO_ROOT_USER: 'root',
    MINIO_ROOT_PASSWORD: 'rootsecret',
    PUBLIC_BUCKETS: initEnv.PUBLIC_BUCKETS,
    PRIVATE_BUCKETS: initEnv.PRIVATE_BUCKETS,
    SERVICE_BUCKETS: initEnv.SERVICE_BUCKETS,
    S3_SECRET_PROFILES: 'profiles-secret',
    S3_SECRET_WORKSPACE: 'workspace-secret',
  });

  it('is what compose runs, with the buckets of contracts/storage-buckets', () => {
    expect(compose.services['minio-init'].volumes).toContain(
      './infra/minio/minio-init.sh:/minio-init.sh:ro',
    );
    expect(initEnv.PUBLIC_BUCKETS.split(' ').sort()).toEqual(publicBuckets.sort());
    expect(initEnv.PRIVATE_BUCKETS.split(' ').sort()).toEqual(privateBuckets.sort());
    for (const bucket of [...publicBuckets, ...privateBuckets])
      expect(calls).toContain(`mb --ignore-existing filmcollab/${bucket}`);
  });

  it.each(publicBuckets)(
    'lets anyone read single objects of %s, never list it or read pending/',
    (bucket) => {
      const statements = policies.get(`public-${bucket}`) ?? [];
      expect(statements).toContainEqual(
        expect.objectContaining({
          Effect: 'Allow',
          Action: ['s3:GetObject'],
          Resource: [`arn:aws:s3:::${bucket}/*`],
        }),
      );
      expect(statements).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Resource: [`arn:aws:s3:::${bucket}/pending/*`] }),
      );
      const allowed = statements.filter((s) => s.Effect === 'Allow').flatMap((s) => s.Action);
      expect(allowed).toEqual(['s3:GetObject']);
    },
  );

  it('keeps the private buckets closed to anonymous reads', () => {
    for (const bucket of privateBuckets) {
      expect(calls).toContain(`anonymous set none filmcollab/${bucket}`);
      expect(policies.has(`public-${bucket}`)).toBe(false);
    }
  });

  it('gives each service a user allowed its own buckets only', () => {
    expect(calls).toContain('admin user add filmcollab profiles profiles-secret');
    const resources = (policies.get('service-profiles') ?? []).flatMap((s) => s.Resource);
    expect(resources.sort()).toEqual([
      'arn:aws:s3:::profile-images',
      'arn:aws:s3:::profile-images/*',
    ]);
    const workspace = (policies.get('service-workspace') ?? []).flatMap((s) => s.Resource);
    expect(workspace.every((resource) => resource.includes('project-files'))).toBe(true);
    // No secret given for contest here: no user, no policy.
    expect(calls.some((call) => call.includes('user add filmcollab contest'))).toBe(false);
  });

  it("has compose give the storing services their own user's credentials, not MinIO's admin", () => {
    const owners = Object.fromEntries(
      initEnv.SERVICE_BUCKETS.split(' ').map((entry) => entry.split('=') as [string, string]),
    );
    expect(Object.keys(owners).sort()).toEqual(['community', 'contest', 'profiles', 'workspace']);
    for (const [service, environment] of Object.entries(compose.services)) {
      const env = environment.environment ?? {};
      expect(
        JSON.stringify(env).includes('MINIO_ROOT') &&
          service !== 'minio' &&
          service !== 'minio-init',
      ).toBe(false);
      if (owners[service]) {
        expect(env.S3_ACCESS_KEY).toBe(service);
        expect(env.S3_SECRET_KEY).toContain(`S3_SECRET_${service.toUpperCase()}`);
        expect(initEnv[`S3_SECRET_${service.toUpperCase()}`]).toBe(env.S3_SECRET_KEY);
      } else expect(env.S3_ACCESS_KEY).toBeUndefined();
    }
  });
});
