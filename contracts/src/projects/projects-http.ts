import * as z from 'zod/mini';
import { identifier, optionalChoice, optionalText, singleLineText } from '../http/input-rules';
import {
  AuditActionSchema,
  BudgetRangeSchema,
  BUDGET_RANGES,
  CREATABLE_PROJECT_STATUSES,
  PROJECT_LIMITS,
  PROJECT_TYPES,
  ProjectStatusSchema,
  ProjectTypeSchema,
  RequiredRoleSchema,
  REQUIRED_ROLES,
} from './projects-model';

/** `YYYY-MM-DD` calendar dates (start and end of a project). */
export const CalendarDateSchema = z.iso.date();

/** A person as projects shows them (its read model of identity and profiles events). */
export const PersonSchema = z.object({
  id: z.string(),
  username: z.nullable(z.string()),
  fullName: z.nullable(z.string()),
  profileImageUrl: z.nullable(z.string()),
  primaryRole: z.nullable(z.string()),
});
export type Person = z.infer<typeof PersonSchema>;

/** A project (spec 03 `projects`, camelCase). */
export const ProjectSchema = z.object({
  id: z.string(),
  creatorId: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  projectType: ProjectTypeSchema,
  status: ProjectStatusSchema,
  budgetRange: z.nullable(BudgetRangeSchema),
  location: z.nullable(z.string()),
  startDate: z.nullable(CalendarDateSchema),
  endDate: z.nullable(CalendarDateSchema),
  requiredRoles: z.array(RequiredRoleSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Project = z.infer<typeof ProjectSchema>;

export const ProjectIdParamSchema = identifier(200);

const title = singleLineText().check(
  z.minLength(1, 'Title is required.'),
  z.maxLength(PROJECT_LIMITS.title, `Title must be at most ${PROJECT_LIMITS.title} characters.`),
);
const description = optionalText(PROJECT_LIMITS.description, 'multi');
const requiredRoles = z.array(RequiredRoleSchema).check(z.maxLength(REQUIRED_ROLES.length));

/**
 * `POST /api/projects` (201 `Project`): the signed-in user creates a project and becomes its first
 * member (role `project_manager`). Type defaults to `other`, status to `planning`; empty texts are
 * saved as null. Publishes `projects.project.created` and `projects.member.joined` (via `creation`).
 */
export const CreateProjectRequestSchema = z.strictObject({
  title,
  description,
  projectType: z._default(z.enum(PROJECT_TYPES), 'other'),
  status: z._default(z.enum(CREATABLE_PROJECT_STATUSES), 'planning'),
  budgetRange: optionalChoice(BUDGET_RANGES),
  location: optionalText(PROJECT_LIMITS.location),
  startDate: z.optional(z.nullable(CalendarDateSchema)),
  endDate: z.optional(z.nullable(CalendarDateSchema)),
  requiredRoles: z.optional(requiredRoles),
});
export type CreateProjectRequest = z.infer<typeof CreateProjectRequestSchema>;
export type CreateProjectRequestInput = z.input<typeof CreateProjectRequestSchema>;

/**
 * `PATCH /api/projects/:id` (200 `Project`, creator only: 403 `NOT_PROJECT_CREATOR`): only the
 * fields present change; `null` clears an optional one. Status changes go through Explore.
 * Publishes `projects.project.updated` when something changed.
 */
export const UpdateProjectRequestSchema = z.strictObject({
  title: z.optional(title),
  description,
  projectType: z.optional(ProjectTypeSchema),
  budgetRange: optionalChoice(BUDGET_RANGES),
  location: optionalText(PROJECT_LIMITS.location),
  startDate: z.optional(z.nullable(CalendarDateSchema)),
  endDate: z.optional(z.nullable(CalendarDateSchema)),
  requiredRoles: z.optional(requiredRoles),
});
export type UpdateProjectRequest = z.infer<typeof UpdateProjectRequestSchema>;
export type UpdateProjectRequestInput = z.input<typeof UpdateProjectRequestSchema>;

/**
 * `POST /api/projects/:id/explore` (planning → pre_production, 'Post to Explore Page') and
 * `DELETE /api/projects/:id/explore` (pre_production → planning, 'Remove from Explore'): creator
 * only; 409 `INVALID_STATUS_CHANGE` from any other status. Both answer 200 `Project` and publish
 * `projects.project.status_changed`.
 */

/** `GET /api/projects/mine`: the projects the signed-in user created, newest first. */
export const ProjectListSchema = z.object({ projects: z.array(ProjectSchema) });
export type ProjectList = z.infer<typeof ProjectListSchema>;

/**
 * `GET /api/projects/explore?cursor=&limit=`: projects on the Explore page (`pre_production`),
 * newest first; `nextCursor` is null on the last page.
 */
export const ExploreQuerySchema = z.object({
  cursor: z.optional(identifier(200)),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 20),
});
export const ExplorePageSchema = z.extend(ProjectListSchema, {
  nextCursor: z.nullable(z.string()),
});
export type ExplorePage = z.infer<typeof ExplorePageSchema>;

/** An active member; the creator's row has `isCreator` and comes first, then by join date. */
export const ProjectMemberSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  userId: z.string(),
  role: z.string(),
  status: z.literal('active'),
  joinedAt: z.iso.datetime(),
  invitedBy: z.nullable(z.string()),
  isCreator: z.boolean(),
  person: PersonSchema,
});
export type ProjectMember = z.infer<typeof ProjectMemberSchema>;

/** A pending application (accepted and rejected ones are deleted; the audit keeps the story). */
export const ProjectApplicationSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  userId: z.string(),
  role: RequiredRoleSchema,
  message: z.nullable(z.string()),
  opportunityId: z.nullable(z.string()),
  status: z.literal('pending'),
  createdAt: z.iso.datetime(),
  person: PersonSchema,
});
export type ProjectApplication = z.infer<typeof ProjectApplicationSchema>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export const InvitationStatusSchema = z.enum(INVITATION_STATUSES);

export const ProjectInvitationSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  projectTitle: z.string(),
  inviterId: z.string(),
  inviteeId: z.string(),
  role: z.string(),
  message: z.nullable(z.string()),
  status: InvitationStatusSchema,
  createdAt: z.iso.datetime(),
  inviter: PersonSchema,
  invitee: PersonSchema,
});
export type ProjectInvitation = z.infer<typeof ProjectInvitationSchema>;

/** The latest participation audit record of the viewer on a project (their status card). */
export const ParticipationAuditSchema = z.object({
  action: AuditActionSchema,
  role: z.nullable(z.string()),
  message: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
});
export type ParticipationAudit = z.infer<typeof ParticipationAuditSchema>;

export const VIEWER_RELATIONS = ['signed_out', 'creator', 'member', 'non_member'] as const;
export const ViewerRelationSchema = z.enum(VIEWER_RELATIONS);
export type ViewerRelation = z.infer<typeof ViewerRelationSchema>;

/**
 * `GET /api/projects/:id` (public; 404 `PROJECT_NOT_FOUND`): the project, its members (creator
 * first), and what the viewer may see and do. `applications` and `invitations` (pending) are
 * filled for the creator only, empty for everyone else.
 */
export const ProjectDetailSchema = z.object({
  project: ProjectSchema,
  creator: PersonSchema,
  members: z.array(ProjectMemberSchema),
  applications: z.array(ProjectApplicationSchema),
  invitations: z.array(ProjectInvitationSchema),
  viewer: z.object({
    relation: ViewerRelationSchema,
    /** The viewer's own active membership. */
    membership: z.nullable(ProjectMemberSchema),
    /** The viewer's own pending application. */
    application: z.nullable(ProjectApplicationSchema),
    /** A pending invitation to the viewer. */
    invitation: z.nullable(ProjectInvitationSchema),
    /** The viewer's latest audit record on this project. */
    latestAudit: z.nullable(ParticipationAuditSchema),
  }),
});
export type ProjectDetail = z.infer<typeof ProjectDetailSchema>;

/**
 * `POST /api/projects/:id/applications` (201 `ProjectApplication`): a signed-in non-member applies
 * for a role with an optional message. Refused: 400 `CANNOT_APPLY_TO_OWN_PROJECT`, 409
 * `ALREADY_MEMBER`, 409 `ALREADY_APPLIED` (one pending application per user per project), 409
 * `PROJECT_NOT_OPEN` (not on Explore and no live opportunity of the project named), 404
 * `OPPORTUNITY_NOT_FOUND`. Writes an 'applied' audit; publishes `projects.application.submitted`.
 */
export const ApplyRequestSchema = z.strictObject({
  role: RequiredRoleSchema,
  message: optionalText(PROJECT_LIMITS.applicationMessage, 'multi'),
  opportunityId: z.optional(identifier(200)),
});
export type ApplyRequest = z.infer<typeof ApplyRequestSchema>;
export type ApplyRequestInput = z.input<typeof ApplyRequestSchema>;

/**
 * `DELETE /api/projects/:id/applications/mine` (204): the applicant withdraws their pending
 * application (404 `APPLICATION_NOT_FOUND`); publishes `projects.application.withdrawn`.
 *
 * `POST /api/projects/:id/applications/:applicationId/accept` and `.../reject` (creator only,
 * 403 `NOT_PROJECT_CREATOR`; 404 `APPLICATION_NOT_FOUND` when already decided): accept writes an
 * 'accepted' audit, adds the member and deletes the application (200 `ProjectMember`); reject writes
 * a 'rejected' audit and deletes it (204). Publish `projects.application.accepted` (+
 * `projects.member.joined`) / `projects.application.rejected`.
 */
export const ApplicationIdParamSchema = identifier(200);

/**
 * `DELETE /api/projects/:id/members/:userId` (204, creator only: 403 `NOT_PROJECT_CREATOR` with
 * 'Only project creators can remove members'; 400 `CANNOT_REMOVE_CREATOR`; 404 `MEMBER_NOT_FOUND`):
 * writes 'removed_by_creator'. `POST /api/projects/:id/leave` (204; 404 `MEMBERSHIP_NOT_FOUND`,
 * 400 `CREATOR_CANNOT_LEAVE`): writes 'left_voluntarily' with the role. Both publish
 * `projects.member.removed`.
 */
export const MemberUserIdParamSchema = identifier(200);

/**
 * `POST /api/projects/:id/invitations` (201 `InvitationList`): the creator or an active member
 * invites users (403 `NOT_PROJECT_MEMBER`); each invitee must not be a member, already invited
 * (pending) or the inviter (409 `INVITEE_NOT_ELIGIBLE`) and must exist (404 `PERSON_NOT_FOUND`).
 * Publishes `projects.invitation.sent` per invitee.
 */
export const InviteRequestSchema = z.strictObject({
  inviteeIds: z
    .array(identifier(200))
    .check(
      z.minLength(1, 'Please select at least one user to invite.'),
      z.maxLength(PROJECT_LIMITS.invitesPerRequest),
    ),
  role: z.optional(RequiredRoleSchema),
  message: optionalText(PROJECT_LIMITS.invitationMessage, 'multi'),
});
export type InviteRequest = z.infer<typeof InviteRequestSchema>;
export type InviteRequestInput = z.input<typeof InviteRequestSchema>;

export const InvitationListSchema = z.object({ invitations: z.array(ProjectInvitationSchema) });
export type InvitationList = z.infer<typeof InvitationListSchema>;

/**
 * `POST /api/projects/:id/external-invitations` (202): the creator or an active member invites
 * people by e-mail; notifications sends the mail. Publishes `projects.external_invitation.sent`.
 */
export const ExternalInviteRequestSchema = z.strictObject({
  invites: z
    .array(
      z.object({
        email: z.email('Please enter a valid e-mail address.').check(z.maxLength(254)),
        name: singleLineText().check(
          z.minLength(1, 'Recipient name is required.'),
          z.maxLength(PROJECT_LIMITS.externalName),
        ),
        message: optionalText(PROJECT_LIMITS.invitationMessage, 'multi'),
      }),
    )
    .check(z.minLength(1), z.maxLength(PROJECT_LIMITS.invitesPerRequest)),
});
export type ExternalInviteRequest = z.infer<typeof ExternalInviteRequestSchema>;

/**
 * `GET /api/projects/:id/invite-candidates?q=` (creator or active member): people the viewer may
 * invite — matching `q` in name, username or primary role, case-insensitively — excluding members,
 * pending invitees and the viewer; at most 20.
 */
export const InviteCandidatesQuerySchema = z.object({
  q: z._default(singleLineText().check(z.maxLength(100)), ''),
});
export const PersonListSchema = z.object({ people: z.array(PersonSchema) });
export type PersonList = z.infer<typeof PersonListSchema>;

/**
 * `GET /api/projects/invitations/mine`: pending invitations to the signed-in user, newest first.
 * `POST /api/projects/invitations/:invitationId/accept` (200 `ProjectMember`) and `.../decline`
 * (204): the invitee answers (403 `NOT_INVITEE`; 404 `INVITATION_NOT_FOUND` when not pending).
 * Accepting makes them an active member with the invitation's role. Publishes
 * `projects.invitation.answered` (+ `projects.member.joined`).
 */
export const InvitationIdParamSchema = identifier(200);
