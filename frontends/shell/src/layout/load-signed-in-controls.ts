import type { ComponentType } from 'react';
import type { AuthUser } from '@filmcollab/web-kit';

/**
 * The controls of a session (Radix dropdown and tooltips) are a chunk of their own: a
 * signed-out page does not load them.
 */
export const loadSignedInControls = (): Promise<{
  default: ComponentType<{ user: AuthUser }>;
}> => import('./SignedInControls').then(({ SignedInControls }) => ({ default: SignedInControls }));
