import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Where the consumers write their pacts and the providers read them (kept in the repository). */
export const PACTS = path.join(__dirname, '../pacts');

/** The micro-frontends' HTTP pacts with the services. */
export const WEB_PACTS = path.join(PACTS, 'web');

/** `<frontend>-web-<service>.json` in pacts/web. */
export function webPactFile(frontend: string, service: string): string {
  return path.join(WEB_PACTS, `${frontend}-web-${service}.json`);
}

/** `<consumer>-<provider>.json`: one pact per pair, as a broker would store it. */
export function pactFile(consumer: string, provider: string): string {
  return path.join(PACTS, `${consumer}-${provider}.json`);
}

/** The message pacts whose provider is `provider`. */
export function pactsOf(provider: string): string[] {
  return readdirSync(PACTS)
    .filter((file) => file.endsWith(`-${provider}.json`))
    .map((file) => path.join(PACTS, file));
}
