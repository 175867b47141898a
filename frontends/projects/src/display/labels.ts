import type {
  BudgetRange,
  OpportunityCategory,
  ProjectStatus,
  ProjectType,
} from '@filmcollab/contracts/projects';

/** `sound_designer` → `Sound Designer`, for role slugs the lists below do not name. */
export function slugLabel(slug: string): string {
  return slug
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export const PROJECT_TYPE_LABELS: Record<ProjectType, string> = {
  short_film: 'Short Film',
  feature_film: 'Feature Film',
  documentary: 'Documentary',
  commercial: 'Commercial',
  music_video: 'Music Video',
  web_series: 'Web Series',
  other: 'Other',
};

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  planning: 'Planning',
  pre_production: 'Pre-production',
  production: 'Production',
  post_production: 'Post-production',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const BUDGET_LABELS: Record<BudgetRange, string> = {
  no_budget: 'No budget',
  under_1k: 'Under $1k',
  '1k_5k': '$1k – $5k',
  '5k_10k': '$5k – $10k',
  '10k_25k': '$10k – $25k',
  '25k_50k': '$25k – $50k',
  '50k_100k': '$50k – $100k',
  over_100k: 'Over $100k',
};

export const CATEGORY_LABELS: Record<OpportunityCategory, string> = {
  cast: 'Cast',
  crew: 'Crew',
  writer_director: 'Writer / Director',
  music_sound: 'Music & Sound',
};

/** A member's or applicant's role (`project_manager` → `Project Manager`). */
export const roleLabel = slugLabel;

/** Badge colours per status (spec 03 §4 leaves the colours open). */
export const STATUS_BADGE_CLASSES: Record<ProjectStatus, string> = {
  planning: 'bg-sky-500/15 text-sky-300 ring-sky-500/30',
  pre_production: 'bg-amber-500/15 text-amber-300 ring-amber-500/30',
  production: 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/30',
  post_production: 'bg-violet-500/15 text-violet-300 ring-violet-500/30',
  completed: 'bg-zinc-500/15 text-zinc-200 ring-zinc-500/30',
  cancelled: 'bg-rose-500/15 text-rose-300 ring-rose-500/30',
};
