import { checkEmail, type EmailCheck } from '@filmcollab/contracts/identity';
import { useEffect, useState } from 'react';

export const EMAIL_CHECK_DEBOUNCE_MS = 500;

/** The e-mail check of the value once typing paused for 500 ms (spec 01 §5). */
export function useDebouncedEmailCheck(email: string): EmailCheck {
  const [check, setCheck] = useState<EmailCheck>({ valid: true });
  useEffect(() => {
    const timer = setTimeout(() => setCheck(checkEmail(email)), EMAIL_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [email]);
  return check;
}
