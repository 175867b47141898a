import { z } from 'zod';

const param = z.string().max(8192).optional();

/** Query (GET) or form (POST) of `…/protocol/openid-connect/logout`. */
export const LogoutRequestSchema = z.object({
  id_token_hint: param,
  post_logout_redirect_uri: param,
  client_id: param,
  state: param,
  refresh_token: param,
  /** The confirmation page's answer (see `LogoutService`). */
  confirmation: param,
});
export type LogoutRequest = z.infer<typeof LogoutRequestSchema>;
