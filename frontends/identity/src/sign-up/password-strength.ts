export type StrengthLevel = 'Very Weak' | 'Weak' | 'Fair' | 'Good' | 'Strong';

export interface PasswordStrength {
  /** Criteria met, 0 to 5. */
  score: number;
  level: StrengthLevel;
  /** At most 2 improvements, for criteria not met yet. */
  suggestions: string[];
}

const CRITERIA: { met: (password: string) => boolean; suggestion: string }[] = [
  { met: (p) => p.length >= 8, suggestion: 'Use at least 8 characters' },
  { met: (p) => /[A-Z]/.test(p), suggestion: 'Add an uppercase letter' },
  { met: (p) => /[a-z]/.test(p), suggestion: 'Add a lowercase letter' },
  { met: (p) => /\d/.test(p), suggestion: 'Add a number' },
  { met: (p) => /[^A-Za-z0-9]/.test(p), suggestion: 'Add a special character' },
];

const LEVELS: StrengthLevel[] = ['Very Weak', 'Very Weak', 'Weak', 'Fair', 'Good', 'Strong'];

/** The sign-up meter (spec 01 §5): 8+ characters, uppercase, lowercase, digit, special character. */
export function passwordStrength(password: string): PasswordStrength {
  const unmet = CRITERIA.filter((criterion) => !criterion.met(password));
  const score = CRITERIA.length - unmet.length;
  return {
    score,
    level: LEVELS[score],
    suggestions: unmet.slice(0, 2).map((criterion) => criterion.suggestion),
  };
}
