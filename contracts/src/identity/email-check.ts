/** Outcome of the e-mail check (spec 01 §5): `message` is an error when `valid` is false, a hint otherwise. */
export interface EmailCheck {
  valid: boolean;
  message?: string;
  /** The address with the domain typo fixed, offered as 'Did you mean this email address?'. */
  suggestion?: string;
}

export const EMAIL_MAX_LENGTH = 254;

const BASIC_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Common domain typos and their fixes. */
const DOMAIN_TYPOS: Readonly<Record<string, string>> = {
  'gmail.co': 'gmail.com',
  'gmail.cm': 'gmail.com',
  'gmial.com': 'gmail.com',
  'gmai.com': 'gmail.com',
  'gnail.com': 'gmail.com',
  'hotmail.co': 'hotmail.com',
  'hotmial.com': 'hotmail.com',
  'yahoo.co': 'yahoo.com',
  'yahooo.com': 'yahoo.com',
  'outlook.co': 'outlook.com',
};

/**
 * The e-mail check of sign-up and forgot-password, the same in the browser and on the server.
 * Empty is valid here: required-ness is each form's own rule.
 */
export function checkEmail(raw: string): EmailCheck {
  const email = raw.trim();
  if (email === '') return { valid: true };
  if (!BASIC_PATTERN.test(email)) {
    return { valid: false, message: 'Please enter a valid email address' };
  }
  if (email.includes('..')) {
    return { valid: false, message: 'Email cannot contain consecutive dots' };
  }
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if ([local, domain].some((part) => part.startsWith('.') || part.endsWith('.'))) {
    return { valid: false, message: 'Email cannot start or end with a dot' };
  }
  if (email.length > EMAIL_MAX_LENGTH) {
    return { valid: false, message: 'Email address is too long' };
  }
  const fix = DOMAIN_TYPOS[domain.toLowerCase()];
  if (fix) {
    return {
      valid: true,
      message: 'Did you mean this email address?',
      suggestion: `${local}@${fix}`,
    };
  }
  return { valid: true };
}
