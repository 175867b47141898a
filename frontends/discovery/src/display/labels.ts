import { type ExperienceLevel, EXPERIENCE_LEVELS } from '@filmcollab/contracts/discovery';

/** `sound_designer` → `Sound designer`. */
export function valueLabel(value: string): string {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const BUDGET_LABELS: Record<string, string> = {
  no_budget: 'No budget',
  under_1k: 'Under $1K',
  '1k_5k': '$1K – $5K',
  '5k_10k': '$5K – $10K',
  '10k_25k': '$10K – $25K',
  '25k_50k': '$25K – $50K',
  '50k_100k': '$50K – $100K',
  over_100k: 'Over $100K',
};

export function budgetLabel(value: string): string {
  return BUDGET_LABELS[value] ?? valueLabel(value);
}

export function experienceLabel(value: ExperienceLevel): string {
  return EXPERIENCE_LEVELS[value].label;
}

export function dateText(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
}
