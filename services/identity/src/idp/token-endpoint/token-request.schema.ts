import { z } from 'zod';

const param = z.string().max(8192).optional();

/** Form body of `POST …/protocol/openid-connect/token`; the grant rules are checked by the service. */
export const TokenRequestSchema = z.object({
  grant_type: param,
  client_id: param,
  code: param,
  redirect_uri: param,
  code_verifier: param,
  refresh_token: param,
});
export type TokenRequest = z.infer<typeof TokenRequestSchema>;
