import type { FastifyReply } from 'fastify';
import { OAuthError } from './tokens/oauth-error';

/** Answers the protocol endpoints' errors the OAuth way (`{ error, error_description }`) instead of the kit's error body. */
export async function replyOAuth(reply: FastifyReply, action: () => Promise<void>): Promise<void> {
  try {
    await action();
  } catch (error) {
    if (!(error instanceof OAuthError)) {
      throw error;
    }
    if (error.status === 401) {
      reply.header('www-authenticate', `Bearer error="${error.error}"`);
    }
    reply.status(error.status).header('cache-control', 'no-store').send(error.toBody());
  }
}
