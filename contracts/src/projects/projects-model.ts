import * as z from 'zod/mini';
import { ProfileRoleSchema, type ProfileRole } from '../profiles/profiles-http';

/** Project types (spec 03 §3). */
export const PROJECT_TYPES = [
  'short_film',
  'feature_film',
  'documentary',
  'commercial',
  'music_video',
  'web_series',
  'other',
] as const;
export const ProjectTypeSchema = z.enum(PROJECT_TYPES);
export type ProjectType = z.infer<typeof ProjectTypeSchema>;

/** Statuses a project may be created with. */
export const CREATABLE_PROJECT_STATUSES = [
  'planning',
  'pre_production',
  'production',
  'post_production',
] as const;
/** Every status a project may show. */
export const PROJECT_STATUSES = [...CREATABLE_PROJECT_STATUSES, 'completed', 'cancelled'] as const;
export const ProjectStatusSchema = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof ProjectStatusSchema>;

/** My Projects groupings (spec 03 §2). */
export const ONGOING_PROJECT_STATUSES: readonly ProjectStatus[] = ['pre_production', 'production'];
export const FINISHED_PROJECT_STATUSES: readonly ProjectStatus[] = ['completed', 'post_production'];

/** `pre_production` means the project is on the Explore page and open to applications. */
export const EXPLORE_STATUS: ProjectStatus = 'pre_production';

/**
 * Roles a project may need and an applicant may apply for: the profile roles without the five
 * that only profiles offer (spec 03 §3).
 */
const PROFILE_ONLY_ROLES = [
  'makeup_artist',
  'gaffer',
  'boom_operator',
  'script_supervisor',
  'assistant_director',
] as const satisfies readonly ProfileRole[];
export const RequiredRoleSchema = z.enum(
  ProfileRoleSchema.options.filter(
    (role): role is Exclude<ProfileRole, (typeof PROFILE_ONLY_ROLES)[number]> =>
      !(PROFILE_ONLY_ROLES as readonly string[]).includes(role),
  ),
);
export const REQUIRED_ROLES = RequiredRoleSchema.options;
export type RequiredRole = z.infer<typeof RequiredRoleSchema>;

export const BUDGET_RANGES = [
  'no_budget',
  'under_1k',
  '1k_5k',
  '5k_10k',
  '10k_25k',
  '25k_50k',
  '50k_100k',
  'over_100k',
] as const;
export const BudgetRangeSchema = z.enum(BUDGET_RANGES);
export type BudgetRange = z.infer<typeof BudgetRangeSchema>;

/**
 * A member's role: the creator's row is `project_manager`; others carry the role they applied or
 * were invited for; `viewer` when none is known (spec 03 §3).
 */
export const CREATOR_MEMBER_ROLE = 'project_manager';
export const DEFAULT_MEMBER_ROLE = 'viewer';

export const AUDIT_ACTIONS = [
  'applied',
  'accepted',
  'rejected',
  'removed_by_creator',
  'left_voluntarily',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditActionSchema>;

export const OPPORTUNITY_CATEGORIES = ['cast', 'crew', 'writer_director', 'music_sound'] as const;
export const OpportunityCategorySchema = z.enum(OPPORTUNITY_CATEGORIES);
export type OpportunityCategory = z.infer<typeof OpportunityCategorySchema>;

export const PROJECT_LIMITS = {
  title: 100,
  description: 1000,
  location: 200,
  applicationMessage: 1000,
  invitationMessage: 1000,
  invitesPerRequest: 20,
  externalName: 200,
  opportunityTitle: 100,
  opportunityDescription: 2000,
  genre: 100,
  language: 50,
  languages: 10,
  durationMinutes: 100_000,
  /** 'All Projects' on /projects shows this many. */
  allProjectsShown: 6,
  /** Opportunity expiry wording counts days up to this many (spec 03 §9). */
  expiryWordingDays: 7,
} as const;
