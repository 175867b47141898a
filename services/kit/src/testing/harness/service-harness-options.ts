import type { TestServiceOptions } from '../start-test-service';
import type { ObjectStoreOptions } from './test-object-store';

export interface ServiceHarnessOptions extends Pick<TestServiceOptions, 'service'> {
  /** Variables on top of the harness's own (database, NATS, the test issuer, fast event retries). */
  env?: Record<string, string>;
  /** Starts s3rver with these buckets and points `S3_ENDPOINT` and `S3_PUBLIC_URL` at it. */
  objectStore?: ObjectStoreOptions;
}
