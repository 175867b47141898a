import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVICE_NAMES, SERVICE_REGISTRY } from '@filmcollab/contracts';
import { parse } from 'yaml';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

export function repoPath(...parts: string[]): string {
  return path.join(REPO_ROOT, ...parts);
}

export function readText(...parts: string[]): string {
  return readFileSync(repoPath(...parts), 'utf8');
}

/** YAML with anchors and `<<` merge keys resolved, as Docker Compose reads it. */
export function readYaml<T = Record<string, unknown>>(...parts: string[]): T {
  return parse(readText(...parts), { merge: true }) as T;
}

export function readJson<T = Record<string, unknown>>(...parts: string[]): T {
  return JSON.parse(readText(...parts)) as T;
}

export function exists(...parts: string[]): boolean {
  return existsSync(repoPath(...parts));
}

/** The services and their ports, from the one service registry in contracts. */
export function registeredServices(): Array<{ name: string; port: number }> {
  return SERVICE_NAMES.map((name) => ({ name, port: SERVICE_REGISTRY[name].port }));
}

/** "3001 identity, 3002 profiles, …" as docs/architecture.md's ports table lists them. */
export function servicesListedInArchitecture(): Array<{ name: string; port: number }> {
  const doc = readText('docs', 'architecture.md');
  const row = doc.split('\n').find((line) => line.startsWith('| identity'));
  if (!row) throw new Error('docs/architecture.md: the ports row of the services is missing');
  return [...row.matchAll(/(\d{4}) ([a-z]+)/g)].map((match) => ({
    name: match[2],
    port: Number(match[1]),
  }));
}
