import type { SignedInUser } from '@filmcollab/web-kit/testing';

export const ALICE: SignedInUser = { id: 'u-alice', username: 'alice', name: 'Alice Smith' };
export const BOB: SignedInUser = { id: 'u-bob', username: 'bob', name: 'Bob Jones' };
