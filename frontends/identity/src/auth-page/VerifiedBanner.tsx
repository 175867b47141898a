import { useEffect, useState } from 'react';

export const VERIFIED_BANNER_MS = 5000;

const TEXTS = {
  verified: 'Email verified successfully! You can now sign in with your account.',
  invalid: 'This verification link is invalid or has expired.',
} as const;

/** The outcome of following the verification link, shown for 5 seconds. */
export function VerifiedBanner({ outcome }: { outcome: keyof typeof TEXTS }) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), VERIFIED_BANNER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <p
      role="status"
      data-testid="verified-banner"
      className={
        outcome === 'verified'
          ? 'mb-4 rounded-md bg-green-950 px-3 py-2 text-sm text-green-200'
          : 'mb-4 rounded-md bg-red-950 px-3 py-2 text-sm text-red-200'
      }
    >
      {TEXTS[outcome]}
    </p>
  );
}
