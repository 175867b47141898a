import { type ExecutionContext, Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { sessionIdOf } from '../auth/authenticated-user';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { EndedSessions } from '../session-revocation/ended-sessions';

export interface VerifiedAccessToken {
  user: AuthenticatedUser;
  /** The IdP session (`sid`), to notice when it ends. */
  sessionId: string | undefined;
  expiresAt: Date;
}

/**
 * Verifies an access token that did not come in an `Authorization` header (a WebSocket's `auth`
 * frame) exactly as HTTP requests are verified: it goes through the same `JwtAuthGuard` (keys,
 * issuer, audience, expiry, ended sessions, the verified-token cache).
 */
@Injectable()
export class AccessTokenVerifier {
  constructor(
    private readonly guard: JwtAuthGuard,
    private readonly endedSessions: EndedSessions,
  ) {}

  /** True once the IdP session of an earlier verified token has ended (sign-out elsewhere). */
  sessionEnded(sessionId: string | undefined): boolean {
    return this.endedSessions.includes(sessionId);
  }

  /** The token's user, session and expiry, or null when the guard refuses it. */
  async verify(token: string): Promise<VerifiedAccessToken | null> {
    const request: { headers: Record<string, string>; user?: AuthenticatedUser } = {
      headers: { authorization: `Bearer ${token}` },
    };
    const http = { getRequest: () => request, getResponse: () => ({}), getNext: () => undefined };
    const context = {
      getType: () => 'http',
      switchToHttp: () => http,
      getClass: () => AccessTokenVerifier,
      getHandler: () => this.verify,
      getArgs: () => [request, {}, undefined],
      getArgByIndex: (index: number) => [request, {}, undefined][index],
    } as unknown as ExecutionContext;
    try {
      if (!(await this.guard.canActivate(context)) || !request.user) return null;
    } catch {
      return null;
    }
    const claims = decodeClaims(token);
    const exp = claims?.exp;
    if (typeof exp !== 'number') return null;
    return { user: request.user, sessionId: sessionIdOf(claims), expiresAt: new Date(exp * 1000) };
  }
}

/** The payload of a token the guard has just verified (so no signature check here). */
function decodeClaims(token: string): { exp?: unknown } | null {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
  } catch {
    return null;
  }
}
