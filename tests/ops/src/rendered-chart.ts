import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { helm, preparedCharts } from './helm-binary';
import { repoPath } from './repo-files';

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  data?: Record<string, string>;
  spec?: Record<string, unknown>;
}

export const PRODUCTION_VALUES = repoPath('tests', 'ops', 'fixtures', 'production-values.yaml');

const rendered = new Map<string, K8sObject[]>();

/**
 * `helm template` of the umbrella chart (defaults, or with extra values files), as objects;
 * `apiVersions` are capabilities the cluster is said to have (e.g. the Prometheus Operator's CRDs).
 */
export function renderChart(
  valuesFiles: string[] = [],
  release = 'filmcollab',
  apiVersions: string[] = [],
): K8sObject[] {
  const key = JSON.stringify([valuesFiles, release, apiVersions]);
  const cached = rendered.get(key);
  if (cached) return structuredClone(cached);
  const objects = renderUncached(valuesFiles, release, apiVersions);
  rendered.set(key, objects);
  return structuredClone(objects);
}

function renderUncached(
  valuesFiles: string[],
  release: string,
  apiVersions: string[],
): K8sObject[] {
  const dir = preparedCharts();
  try {
    const args = ['template', release, path.join(dir, 'filmcollab'), '--namespace', 'filmcollab'];
    for (const file of valuesFiles) args.push('--values', file);
    for (const apiVersion of apiVersions) args.push('--api-versions', apiVersion);
    return parseAllDocuments(helm(args))
      .map((document) => document.toJS() as K8sObject | null)
      .filter((object): object is K8sObject => object !== null);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
