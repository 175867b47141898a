// Validates Kubernetes objects (a JSON array on stdin) against the schemas of kubernetes-models
// (ESM-only, hence a child process of the jest tests). Prints [{ kind, name, error }] for invalid ones.
import { readFileSync } from 'node:fs';

const objects = JSON.parse(readFileSync(0, 'utf8'));
const failures = [];
for (const object of objects) {
  const [group, version] = object.apiVersion.includes('/')
    ? object.apiVersion.split('/')
    : [undefined, object.apiVersion];
  const modulePath = group
    ? `kubernetes-models/${group}/${version}`
    : `kubernetes-models/${version}`;
  let models;
  try {
    models = await import(modulePath);
  } catch {
    failures.push({
      kind: object.kind,
      name: object.metadata?.name,
      error: `no schema for ${object.apiVersion}`,
    });
    continue;
  }
  const Model = models[object.kind];
  if (!Model) {
    failures.push({
      kind: object.kind,
      name: object.metadata?.name,
      error: `no schema for ${object.apiVersion} ${object.kind}`,
    });
    continue;
  }
  try {
    new Model(object).validate();
  } catch (error) {
    failures.push({
      kind: object.kind,
      name: object.metadata?.name,
      error: String(error.message ?? error),
    });
  }
}
process.stdout.write(JSON.stringify(failures));
