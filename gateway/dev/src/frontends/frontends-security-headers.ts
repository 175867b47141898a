import { readFileSync } from 'node:fs';

/** `add_header Name "value" always;` lines of infra/docker/security-headers.conf. */
const ADD_HEADER = /^\s*add_header\s+([A-Za-z0-9-]+)\s+"([^"]*)"(?:\s+always)?\s*;/gm;

export interface FrontendsOrigins {
  /** Keycloak's URL when it is not the page's own origin (FILMCOLLAB_IDP_URL). */
  idpUrl?: string;
  /** Where browsers reach object storage (S3_PUBLIC_URL). */
  storageUrl?: string;
}

/**
 * The security headers nginx adds to the frontends in production (Content-Security-Policy,
 * X-Frame-Options, …), read from the same snippet, with the origins the image build fills in.
 */
export class FrontendsSecurityHeaders {
  readonly headers: ReadonlyMap<string, string>;

  constructor(snippetFile: string, origins: FrontendsOrigins) {
    const snippet = readFileSync(snippetFile, 'utf8');
    const fill = (value: string): string =>
      value
        .replaceAll('__IDP_ORIGIN__', originOf(origins.idpUrl))
        .replaceAll('__STORAGE_ORIGIN__', originOf(origins.storageUrl))
        .replace(/\s+;/g, ';')
        .replace(/\s{2,}/g, ' ')
        .trim();
    this.headers = new Map(
      [...snippet.matchAll(ADD_HEADER)].map(([, name, value]) => [name, fill(value)]),
    );
    if (this.headers.size === 0) {
      throw new Error(`${snippetFile}: no add_header lines: not the frontends' security headers`);
    }
  }

  applyTo(res: { setHeader(name: string, value: string): unknown }): void {
    for (const [name, value] of this.headers) res.setHeader(name, value);
  }
}

function originOf(url: string | undefined): string {
  return url ? new URL(url).origin : '';
}
