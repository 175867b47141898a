import { Inject, Injectable } from '@nestjs/common';
import { parseCookie, stringifySetCookie } from 'cookie';
import { IDENTITY_CONFIG } from '../../config/identity-config.token';
import type { IdentityConfig } from '../../config/identity-config.schema';

export const SESSION_COOKIE_NAME = 'FILMCOLLAB_IDP_SESSION';
export const REALM_PATH = '/realms/filmcollab';

/** The IdP session cookie: HttpOnly, SameSite=Lax, only sent to the realm's endpoints. */
@Injectable()
export class SessionCookie {
  private readonly secure: boolean;

  constructor(
    @Inject(IDENTITY_CONFIG)
    private readonly config: Pick<
      IdentityConfig,
      'PUBLIC_URL' | 'COOKIE_SECURE' | 'REMEMBER_ME_SESSION_MAX_SECONDS'
    >,
  ) {
    this.secure = config.COOKIE_SECURE
      ? config.COOKIE_SECURE === 'true'
      : config.PUBLIC_URL.startsWith('https:');
  }

  read(cookieHeader: string | undefined): string | undefined {
    return cookieHeader ? parseCookie(cookieHeader)[SESSION_COOKIE_NAME] : undefined;
  }

  /** Persistent for "remember me", otherwise a browser-session cookie (no Max-Age). */
  issue(value: string, rememberMe: boolean): string {
    return stringifySetCookie({
      name: SESSION_COOKIE_NAME,
      value,
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      path: REALM_PATH,
      ...(rememberMe ? { maxAge: this.config.REMEMBER_ME_SESSION_MAX_SECONDS } : {}),
    });
  }

  clear(): string {
    return stringifySetCookie({
      name: SESSION_COOKIE_NAME,
      value: '',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      path: REALM_PATH,
      maxAge: 0,
      expires: new Date(0),
    });
  }
}
