import { timingSafeEqual } from 'node:crypto';
import { StorageErrors } from '@filmcollab/contracts';
import { postPresignSignatureV4 } from 'minio/dist/main/signing.js';
import { parseAmzDate } from './parse-amz-date';
import type { StorageCredentials } from './storage-credentials';
import { StorageRefusal } from './storage-refusal';

/** What a verified policy lets the form store. */
export interface PolicyGrant {
  key: string;
  contentType: string;
  minBytes: number;
  maxBytes: number;
}

/** Fields S3 leaves out of the "every field has a condition" rule. */
const UNCONDITIONED_FIELDS = new Set(['policy', 'x-amz-signature', 'file']);

/**
 * S3's browser-based upload (POST policy, AWS Signature Version 4) as MinIO checks it: the
 * policy's signature with the store's secret, its expiry, every condition against the form's
 * fields, and no field the policy does not name. Field names are case-insensitive.
 */
export class PostPolicyVerifier {
  constructor(private readonly credentials: StorageCredentials) {}

  /** `fields` keyed by lower-cased name. */
  verify(fields: ReadonlyMap<string, string>, bucket: string, now: Date): PolicyGrant {
    const policyBase64 = required(fields, 'policy');
    this.verifySignature(fields, policyBase64);
    const policy = parsePolicy(policyBase64);
    if (!(Date.parse(policy.expiration) > now.getTime())) throw denied('The upload has expired.');

    const covered = new Set<string>();
    let range: [number, number] | undefined;
    for (const condition of policy.conditions) {
      const rule = readCondition(condition);
      if (rule.kind === 'range') {
        range = [rule.min, rule.max];
        continue;
      }
      covered.add(rule.field);
      const actual = rule.field === 'bucket' ? bucket : fields.get(rule.field);
      const holds =
        actual !== undefined &&
        (rule.kind === 'eq' ? actual === rule.value : actual.startsWith(rule.value));
      if (!holds) throw denied(`The form's ${rule.field} is not the one the policy allows.`);
    }
    for (const name of fields.keys()) {
      if (UNCONDITIONED_FIELDS.has(name) || name.startsWith('x-ignore-')) continue;
      if (!covered.has(name)) throw denied(`The policy does not allow the field ${name}.`);
    }
    // Services always pin these; a policy without them would store anything.
    if (!covered.has('key') || !covered.has('content-type') || !range) {
      throw denied('The policy must pin the key, the content type and the size.');
    }
    return {
      key: required(fields, 'key'),
      contentType: required(fields, 'content-type'),
      minBytes: range[0],
      maxBytes: range[1],
    };
  }

  private verifySignature(fields: ReadonlyMap<string, string>, policyBase64: string): void {
    if (required(fields, 'x-amz-algorithm') !== 'AWS4-HMAC-SHA256') {
      throw denied('Only AWS4-HMAC-SHA256 is accepted.');
    }
    const [accessKey, day, region, service, terminator] = required(fields, 'x-amz-credential').split('/');
    const amzDate = required(fields, 'x-amz-date');
    const signedAt = parseAmzDate(amzDate);
    if (
      accessKey !== this.credentials.accessKey ||
      region !== this.credentials.region ||
      service !== 's3' ||
      terminator !== 'aws4_request' ||
      !signedAt ||
      day !== amzDate.slice(0, 8)
    ) {
      throw denied('The upload credential is not valid.');
    }
    const expected = postPresignSignatureV4(region, signedAt, this.credentials.secretKey, policyBase64);
    const given = required(fields, 'x-amz-signature');
    if (
      given.length !== expected.length ||
      !timingSafeEqual(Buffer.from(given), Buffer.from(expected))
    ) {
      throw denied('The upload signature does not match.');
    }
  }
}

type Condition =
  | { kind: 'eq' | 'starts-with'; field: string; value: string }
  | { kind: 'range'; min: number; max: number };

function readCondition(condition: unknown): Condition {
  if (Array.isArray(condition)) {
    const [operator, subject, value] = condition as unknown[];
    const op = String(operator).toLowerCase();
    if (op === 'content-length-range' && Number.isInteger(subject) && Number.isInteger(value)) {
      return { kind: 'range', min: subject as number, max: value as number };
    }
    if ((op === 'eq' || op === 'starts-with') && typeof subject === 'string' && typeof value === 'string' && subject.startsWith('$')) {
      return { kind: op, field: subject.slice(1).toLowerCase(), value };
    }
  } else if (condition && typeof condition === 'object') {
    const entries = Object.entries(condition);
    if (entries.length === 1 && typeof entries[0][1] === 'string') {
      return { kind: 'eq', field: entries[0][0].toLowerCase(), value: entries[0][1] };
    }
  }
  throw denied('The policy has a condition this store does not understand.');
}

function parsePolicy(base64: string): { expiration: string; conditions: unknown[] } {
  try {
    const policy = JSON.parse(Buffer.from(base64, 'base64').toString('utf8')) as unknown;
    const { expiration, conditions } = policy as { expiration?: unknown; conditions?: unknown };
    if (typeof expiration === 'string' && Array.isArray(conditions)) return { expiration, conditions };
  } catch {
    // answered below
  }
  throw denied('The upload policy is malformed.');
}

function required(fields: ReadonlyMap<string, string>, name: string): string {
  const value = fields.get(name);
  if (value === undefined) throw new StorageRefusal(StorageErrors.UPLOAD_MALFORMED, `The form has no ${name} field.`);
  return value;
}

function denied(hint: string): StorageRefusal {
  return new StorageRefusal(StorageErrors.UPLOAD_NOT_ALLOWED, hint);
}
