/** Spec 01: legal pages. */
export const LEGAL_EFFECTIVE_DATE = '19th July 2025';
export const MINIMUM_AGE = 13;
export const PARENTAL_PERMISSION_UNDER = 18;
