import { z } from 'zod';

const param = z.string().max(2048).optional();

/** Query of `GET …/protocol/openid-connect/auth`; every rule beyond "a single short string" is checked by the service, in OAuth's order. */
export const AuthorizationRequestSchema = z.object({
  client_id: param,
  redirect_uri: param,
  response_type: param,
  response_mode: param,
  scope: param,
  state: param,
  nonce: param,
  prompt: param,
  code_challenge: param,
  code_challenge_method: param,
});
export type AuthorizationRequest = z.infer<typeof AuthorizationRequestSchema>;
