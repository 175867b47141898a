import { z } from 'zod';

/** OIDC Back-Channel Logout 1.0 §2.5: the OP posts the logout token as a form parameter. */
export const BackChannelLogoutRequestSchema = z.object({
  logout_token: z.string().min(1).max(16_384),
});
