import * as z from 'zod/mini';
import { defineQuery } from '../messaging/define-query';

/**
 * The projects two users are both members of, oldest membership first. Profiles asks it for the
 * 'Message' button, the note line and rating eligibility; when projects does not answer, callers
 * treat the two as not collaborating.
 */
export const SharedProjectsQuery = defineQuery(
  'projects.members.shared',
  z.object({
    userId: z.string().check(z.minLength(1)),
    otherUserId: z.string().check(z.minLength(1)),
  }),
  z.object({ projectIds: z.array(z.string()) }),
);
