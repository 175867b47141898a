// Signing out leaves the page for the IdP and comes back to /auth with a fresh page, so the
// toast that confirms it is shown by that next page, told through sessionStorage (this tab only).
const SIGNED_OUT_KEY = 'filmcollab.signedOut';

export const SIGNED_OUT_MESSAGE = 'You have been signed out successfully';

export function rememberSignedOut(storage: Storage): void {
  storage.setItem(SIGNED_OUT_KEY, '1');
}

export function forgetSignedOut(storage: Storage): void {
  storage.removeItem(SIGNED_OUT_KEY);
}

/** Whether the previous page signed out; true once only. */
export function takeSignedOut(storage: Storage): boolean {
  const signedOut = storage.getItem(SIGNED_OUT_KEY) === '1';
  storage.removeItem(SIGNED_OUT_KEY);
  return signedOut;
}
