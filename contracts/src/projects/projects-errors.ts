import { defineErrors } from '../errors/define-errors';

/** The projects service's coded errors and their user-facing texts (spec 03 §8 where it words them). */
export const ProjectsErrors = defineErrors({
  PROJECT_NOT_FOUND: { status: 404, message: 'Project not found' },
  NOT_PROJECT_CREATOR: { status: 403, message: 'Only the project creator can do this.' },
  NOT_PROJECT_MEMBER: { status: 403, message: 'Only project members can invite collaborators.' },
  INVALID_STATUS_CHANGE: {
    status: 409,
    message: 'Only a project in planning can be posted to Explore, and only a posted one removed.',
  },
  CANNOT_APPLY_TO_OWN_PROJECT: { status: 400, message: 'You cannot apply to your own project' },
  ALREADY_APPLIED: { status: 409, message: 'You have already applied to this project.' },
  ALREADY_MEMBER: { status: 409, message: 'You are already a member of this project.' },
  PROJECT_NOT_OPEN: {
    status: 409,
    message: 'This project is not accepting applications right now.',
  },
  APPLICATION_NOT_FOUND: { status: 404, message: 'This application no longer exists.' },
  MEMBER_NOT_FOUND: { status: 404, message: 'Member not found' },
  MEMBERSHIP_NOT_FOUND: { status: 404, message: 'Could not find your membership record' },
  CANNOT_REMOVE_CREATOR: { status: 400, message: 'The project creator cannot be removed.' },
  CREATOR_CANNOT_LEAVE: {
    status: 400,
    message: 'The project creator cannot leave their own project.',
  },
  INVITEE_NOT_ELIGIBLE: {
    status: 409,
    message: 'This user is already a member, already invited, or yourself.',
  },
  PERSON_NOT_FOUND: { status: 404, message: 'This user does not exist.' },
  INVITATION_NOT_FOUND: { status: 404, message: 'This invitation is no longer pending.' },
  NOT_INVITEE: { status: 403, message: 'Only the invited user can answer this invitation.' },
  OPPORTUNITY_NOT_FOUND: { status: 404, message: 'Opportunity not found' },
  OPPORTUNITY_EXPIRY_PAST: { status: 400, message: 'The expiry must lie in the future.' },
  INVALID_CURSOR: { status: 400, message: 'This page cannot be found. Please reload.' },
});

/** NOT_PROJECT_CREATOR when a non-creator removes a member (spec 03 §8). */
export const ONLY_CREATORS_REMOVE_MEMBERS_MESSAGE = 'Only project creators can remove members';

/** `ALREADY_MEMBER`'s message when the creator accepts an application (the applicant joined meanwhile). */
export const APPLICANT_ALREADY_MEMBER_MESSAGE =
  'The applicant is already a member of this project.';
