import { existsSync, readdirSync } from 'node:fs';
import { readText, repoPath } from './repo-files';

/** `KEY: <zod expression>` entries of one `z.object({…})` / `.extend({…})` block, by key. */
function schemaEntries(source: string): Map<string, string> {
  const entries = new Map<string, string>();
  let current: string | undefined;
  let inSchema = false;
  for (const line of source.split('\n')) {
    if (/(z\.object|\.extend)\(\{$/.test(line)) inSchema = true;
    if (!inSchema) continue;
    const key = /^ {2}([A-Z][A-Z0-9_]*): (.*)$/.exec(line);
    if (key) {
      current = key[1];
      entries.set(current, key[2]);
    } else if (/^\}\)/.test(line)) {
      current = undefined;
      inSchema = false;
    } else if (current && !/^\s*(\/\*\*|\*)/.test(line))
      entries.set(current, `${entries.get(current)} ${line.trim()}`);
  }
  return entries;
}

/** Defaults that only make sense in the embedded development stack. */
const DEV_ONLY_DEFAULT = /localhost|127\.0\.0\.1|S3RVER|filmcollab\.local|'development'/;

/**
 * Settings without a dev-only default that production still has to choose: the services refuse
 * to start (or fall back to the embedded behaviour) without them.
 */
const PRODUCTION_CHOICES: Record<string, string[]> = {
  identity: [
    'ACCOUNT_ADAPTER',
    'KEYCLOAK_URL',
    'KEYCLOAK_ADMIN_CLIENT_ID',
    'KEYCLOAK_ADMIN_CLIENT_SECRET',
  ],
  profiles: ['MODERATION_ADAPTER'],
  community: ['MODERATION_ADAPTER'],
};

/** The kit's shared schemas a service's schema may extend or spread. */
const KIT_SCHEMAS: Record<string, string[]> = {
  objectStorageConfigSchema: ['storage', 'object-storage-config.ts'],
  moderationConfigSchema: ['moderation', 'moderation-config.ts'],
};

export interface ServiceConfigKeys {
  /** Every variable the service reads. */
  all: string[];
  /** The variables production must set (dev-only default, or a choice without default). */
  required: string[];
}

/** What each service's `src/config/*config.schema.ts` (plus the kit's shared schemas) reads. */
export function serviceConfigKeys(service: string): ServiceConfigKeys {
  const entries = schemaEntries(readText('services', 'kit', 'src', 'config', 'service-config.ts'));
  const configDir = repoPath('services', service, 'src', 'config');
  const schemaFiles = existsSync(configDir)
    ? readdirSync(configDir).filter((file) => file.endsWith('config.schema.ts'))
    : [];
  for (const file of schemaFiles) {
    const source = readText('services', service, 'src', 'config', file);
    for (const [schema, file] of Object.entries(KIT_SCHEMAS))
      if (source.includes(schema))
        for (const [key, value] of schemaEntries(readText('services', 'kit', 'src', ...file)))
          entries.set(key, value);
    for (const [key, value] of schemaEntries(source)) entries.set(key, value);
  }
  entries.delete('PORT');
  const required = [...entries]
    .filter(([, expression]) => DEV_ONLY_DEFAULT.test(expression))
    .map(([key]) => key);
  for (const key of PRODUCTION_CHOICES[service] ?? []) {
    if (!entries.has(key))
      throw new Error(`${service} no longer reads ${key}: update PRODUCTION_CHOICES`);
    if (!required.includes(key)) required.push(key);
  }
  return { all: [...entries.keys()].sort(), required: required.sort() };
}
