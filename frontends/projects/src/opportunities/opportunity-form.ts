import {
  type BudgetRange,
  type CreateOpportunityRequestInput,
  type OpportunityCategory,
  type RequiredRole,
} from '@filmcollab/contracts/projects';

export interface OpportunityFormValues {
  category: string;
  title: string;
  description: string;
  role: string;
  location: string;
  durationMinutes: string;
  budgetRange: string;
  genre: string;
  /** Comma-separated. */
  languages: string;
  /** `YYYY-MM-DD`, the last day it is open; empty for no expiry. */
  expiresOn: string;
}

export const EMPTY_OPPORTUNITY_FORM: OpportunityFormValues = {
  category: '',
  title: '',
  description: '',
  role: '',
  location: '',
  durationMinutes: '',
  budgetRange: '',
  genre: '',
  languages: '',
  expiresOn: '',
};

/** The end of a calendar day in the viewer's time zone, as an ISO instant. */
export function endOfDayIso(day: string): string {
  return new Date(`${day}T23:59:59.999`).toISOString();
}

/** The request the form sends, or what is missing. */
export function opportunityRequest(
  values: OpportunityFormValues,
): { ok: true; body: CreateOpportunityRequestInput } | { ok: false; message: string } {
  if (!values.title.trim() || !values.category || !values.role) {
    return { ok: false, message: 'Category, title and role are required' };
  }
  const duration = values.durationMinutes.trim() ? Number(values.durationMinutes) : null;
  if (duration !== null && (!Number.isInteger(duration) || duration < 1)) {
    return { ok: false, message: 'Duration must be a whole number of minutes' };
  }
  const languages = values.languages
    .split(',')
    .map((language) => language.trim())
    .filter(Boolean);
  return {
    ok: true,
    body: {
      category: values.category as OpportunityCategory,
      title: values.title,
      description: values.description,
      role: values.role as RequiredRole,
      location: values.location,
      durationMinutes: duration,
      budgetRange: values.budgetRange ? (values.budgetRange as BudgetRange) : null,
      genre: values.genre,
      languages,
      expiresAt: values.expiresOn ? endOfDayIso(values.expiresOn) : null,
    },
  };
}
