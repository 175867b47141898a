import * as z from 'zod/mini';
import { identifier, optionalChoice, optionalText, singleLineText } from '../http/input-rules';
import {
  BudgetRangeSchema,
  BUDGET_RANGES,
  OpportunityCategorySchema,
  PROJECT_LIMITS,
  RequiredRoleSchema,
} from './projects-model';

/**
 * An opportunity (spec 03 `requirements`): a casting or crew call a project's creator posts;
 * 'Apply for this Opportunity' applies to that project with the opportunity's role.
 */
export const OpportunitySchema = z.object({
  id: z.string(),
  projectId: z.string(),
  projectTitle: z.string(),
  creatorId: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  category: OpportunityCategorySchema,
  role: RequiredRoleSchema,
  location: z.nullable(z.string()),
  durationMinutes: z.nullable(z.int()),
  budgetRange: z.nullable(BudgetRangeSchema),
  genre: z.nullable(z.string()),
  languages: z.array(z.string()),
  expiresAt: z.nullable(z.iso.datetime()),
  createdAt: z.iso.datetime(),
});
export type Opportunity = z.infer<typeof OpportunitySchema>;

/**
 * `POST /api/projects/:id/opportunities` (201 `Opportunity`, creator only: 403
 * `NOT_PROJECT_CREATOR`); `expiresAt` must lie in the future (400). Publishes
 * `projects.opportunity.posted`. `DELETE /api/projects/opportunities/:id` (204, creator only) withdraws it
 * (publishes `projects.opportunity.withdrawn`).
 */
export const CreateOpportunityRequestSchema = z.strictObject({
  title: singleLineText().check(
    z.minLength(1, 'Title is required.'),
    z.maxLength(PROJECT_LIMITS.opportunityTitle),
  ),
  description: optionalText(PROJECT_LIMITS.opportunityDescription, 'multi'),
  category: OpportunityCategorySchema,
  role: RequiredRoleSchema,
  location: optionalText(PROJECT_LIMITS.location),
  durationMinutes: z.optional(
    z.nullable(z.int().check(z.minimum(1), z.maximum(PROJECT_LIMITS.durationMinutes))),
  ),
  budgetRange: optionalChoice(BUDGET_RANGES),
  genre: optionalText(PROJECT_LIMITS.genre),
  languages: z.optional(
    z
      .array(singleLineText().check(z.minLength(1), z.maxLength(PROJECT_LIMITS.language)))
      .check(z.maxLength(PROJECT_LIMITS.languages)),
  ),
  expiresAt: z.optional(z.nullable(z.iso.datetime())),
});
export type CreateOpportunityRequest = z.infer<typeof CreateOpportunityRequestSchema>;
export type CreateOpportunityRequestInput = z.input<typeof CreateOpportunityRequestSchema>;

/**
 * `GET /api/projects/opportunities?cursor=&limit=` (signed in): live opportunities (no expiry, or expiring
 * after now — expired ones leave the list by the query itself), newest first.
 * `GET /api/projects/opportunities/:id` answers one, expired included (404 `OPPORTUNITY_NOT_FOUND`).
 * `GET /api/projects/:id/opportunities`: a project's live opportunities.
 */
export const OpportunityListQuerySchema = z.object({
  cursor: z.optional(identifier(200)),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(60)), 30),
});
export const OpportunityPageSchema = z.object({
  opportunities: z.array(OpportunitySchema),
  nextCursor: z.nullable(z.string()),
});
export type OpportunityPage = z.infer<typeof OpportunityPageSchema>;
export const OpportunityIdParamSchema = identifier(200);

/**
 * The expiry wording of spec 03 §2, by calendar days in the viewer's time zone: 'Expired',
 * 'Expires today', 'Expires tomorrow', 'Expires in N days' (up to 7), else the date; 'No expiry'.
 */
export function opportunityExpiryText(
  expiresAt: string | null,
  now: Date,
  formatDate: (date: Date) => string = (date) => date.toLocaleDateString(),
): string {
  if (!expiresAt) return 'No expiry';
  const expiry = new Date(expiresAt);
  if (expiry.getTime() <= now.getTime()) return 'Expired';
  const startOfDay = (date: Date) =>
    new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  const days = Math.round((startOfDay(expiry) - startOfDay(now)) / 86_400_000);
  if (days === 0) return 'Expires today';
  if (days === 1) return 'Expires tomorrow';
  if (days <= PROJECT_LIMITS.expiryWordingDays) return `Expires in ${days} days`;
  return formatDate(expiry);
}
