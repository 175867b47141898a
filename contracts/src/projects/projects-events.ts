import * as z from 'zod/mini';
import { defineEvent } from '../messaging/define-event';
import { OpportunitySchema } from './opportunities-http';
import { ProjectSchema } from './projects-http';
import { AuditActionSchema, ProjectStatusSchema } from './projects-model';

/*
 * The projects domain's durable events. Payloads carry what consumers need to keep their own read
 * models (notifications, discovery, workspace, messaging, profiles) without calling back.
 */

/** A project was created; its creator joined it (see `projects.member.joined`, via `creation`). */
export const ProjectCreatedEvent = defineEvent(
  'projects.project.created',
  z.object({ project: ProjectSchema }),
);

/** The creator edited the project's details; `project` is the whole project after the edit. */
export const ProjectUpdatedEvent = defineEvent(
  'projects.project.updated',
  z.object({ project: ProjectSchema, changedFields: z.array(z.string()) }),
);

/** Posted to Explore (planning → pre_production) or removed from it. */
export const ProjectStatusChangedEvent = defineEvent(
  'projects.project.status_changed',
  z.object({ project: ProjectSchema, from: ProjectStatusSchema, to: ProjectStatusSchema }),
);

const ApplicationRefSchema = z.object({
  applicationId: z.string(),
  projectId: z.string(),
  projectTitle: z.string(),
  creatorId: z.string(),
  applicantId: z.string(),
  applicantName: z.nullable(z.string()),
  role: z.string(),
  at: z.iso.datetime(),
});

/** A user applied; notifications tells the creator ('New Project Application'). */
export const ApplicationSubmittedEvent = defineEvent(
  'projects.application.submitted',
  z.extend(ApplicationRefSchema, {
    message: z.nullable(z.string()),
    opportunityId: z.nullable(z.string()),
  }),
);
/** The creator accepted: the applicant is a member ('Application Accepted'). */
export const ApplicationAcceptedEvent = defineEvent(
  'projects.application.accepted',
  ApplicationRefSchema,
);
/** The creator rejected ('Application Rejected'). */
export const ApplicationRejectedEvent = defineEvent(
  'projects.application.rejected',
  ApplicationRefSchema,
);
/** The applicant withdrew their pending application. */
export const ApplicationWithdrawnEvent = defineEvent(
  'projects.application.withdrawn',
  ApplicationRefSchema,
);

export const MEMBER_JOIN_PATHS = ['creation', 'application', 'invitation'] as const;

/**
 * A user became an active member: the creator at creation, an accepted applicant or an invitee who
 * accepted. Profiles counts collaborations and lists a verified credit for `application` and
 * `invitation` joins.
 */
export const MemberJoinedEvent = defineEvent(
  'projects.member.joined',
  z.object({
    memberId: z.string(),
    projectId: z.string(),
    projectTitle: z.string(),
    creatorId: z.string(),
    userId: z.string(),
    role: z.string(),
    via: z.enum(MEMBER_JOIN_PATHS),
    invitedBy: z.nullable(z.string()),
    joinedAt: z.iso.datetime(),
  }),
);

/** A member left the project or the creator removed them (the audit action says which). */
export const MemberRemovedEvent = defineEvent(
  'projects.member.removed',
  z.object({
    projectId: z.string(),
    projectTitle: z.string(),
    creatorId: z.string(),
    userId: z.string(),
    role: z.string(),
    action: z.enum(['removed_by_creator', 'left_voluntarily'] as const satisfies readonly z.infer<
      typeof AuditActionSchema
    >[]),
    at: z.iso.datetime(),
  }),
);

const InvitationRefSchema = z.object({
  invitationId: z.string(),
  projectId: z.string(),
  projectTitle: z.string(),
  inviterId: z.string(),
  inviterName: z.nullable(z.string()),
  inviteeId: z.string(),
  role: z.string(),
  at: z.iso.datetime(),
});

/** A user was invited to a project (internal invite). */
export const InvitationSentEvent = defineEvent(
  'projects.invitation.sent',
  z.extend(InvitationRefSchema, { message: z.nullable(z.string()) }),
);

/** The invitee accepted (they joined) or declined. */
export const InvitationAnsweredEvent = defineEvent(
  'projects.invitation.answered',
  z.extend(InvitationRefSchema, { answer: z.enum(['accepted', 'declined']) }),
);

/**
 * Someone invited a person by e-mail; notifications sends the invitation mail, its preview built
 * from the project, its creator and the product (spec 03 §7). `creatorName` is absent from events
 * stored before it was added; a consumer then names the inviter.
 */
export const ExternalInvitationSentEvent = defineEvent(
  'projects.external_invitation.sent',
  z.object({
    projectId: z.string(),
    projectTitle: z.string(),
    inviterId: z.string(),
    inviterName: z.nullable(z.string()),
    creatorName: z.optional(z.nullable(z.string())),
    email: z.email(),
    name: z.string(),
    message: z.nullable(z.string()),
    at: z.iso.datetime(),
  }),
);

/** A creator posted an opportunity; discovery lists it until `expiresAt`. */
export const OpportunityPostedEvent = defineEvent(
  'projects.opportunity.posted',
  z.object({ opportunity: OpportunitySchema }),
);

/** The creator took an opportunity down before it expired. */
export const OpportunityWithdrawnEvent = defineEvent(
  'projects.opportunity.withdrawn',
  z.object({ opportunityId: z.string(), projectId: z.string(), at: z.iso.datetime() }),
);
