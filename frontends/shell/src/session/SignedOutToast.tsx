import { showToast } from '@filmcollab/ui';
import { useEffect } from 'react';
import { SIGNED_OUT_MESSAGE, takeSignedOut } from './signed-out-notice';

/** Confirms a sign-out that the previous page started (spec 01 §8). */
export function SignedOutToast() {
  useEffect(() => {
    if (takeSignedOut(sessionStorage)) showToast({ title: SIGNED_OUT_MESSAGE });
  }, []);
  return null;
}
