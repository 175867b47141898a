import { Injectable } from '@nestjs/common';
import { LocalAccountAdapter } from '../../accounts/local/local-account.adapter';
import { IdpSessionService } from '../sessions/idp-session.service';
import { OAuthError } from '../tokens/oauth-error';
import { TokenService } from '../tokens/token.service';

export interface UserInfo {
  sub: string;
  email_verified: boolean;
  preferred_username: string;
  email: string;
  name?: string;
}

/** The OIDC userinfo of a valid access token whose session is still open. */
@Injectable()
export class UserinfoService {
  constructor(
    private readonly tokens: TokenService,
    private readonly sessions: IdpSessionService,
    private readonly accounts: LocalAccountAdapter,
  ) {}

  async userinfo(authorization: string | undefined): Promise<UserInfo> {
    const match = /^bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match) {
      throw new OAuthError('invalid_request', 'Missing bearer token', 401);
    }
    const claims = await this.tokens.verify(match[1], 'Bearer');
    const session = await this.sessions.findActive(claims.sid);
    const account = session && (await this.accounts.findById(claims.sub));
    if (!account) {
      throw new OAuthError(
        'invalid_token',
        "User session not found or doesn't have client attached on it",
        401,
      );
    }
    return {
      sub: account.id,
      email_verified: account.emailVerified,
      preferred_username: account.username,
      email: account.email,
      ...(account.fullName ? { name: account.fullName } : {}),
    };
  }
}
