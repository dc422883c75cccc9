import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';

/**
 * Checks rendered Kubernetes manifests (YAML on stdin, as `kustomize build`
 * prints them) against the Kubernetes API schemas, offline: each object is
 * loaded into its `kubernetes-models` class, whose validate() runs the API's
 * OpenAPI schema for that kind. Prints one JSON line: how many objects were
 * checked and what is wrong with which; exits 1 when anything is.
 *
 * A separate program because kubernetes-models ships as ES modules only.
 */
interface Problem {
  object: string;
  error: string;
}

interface Validatable {
  validate(): void;
}

async function modelOf(apiVersion: string, kind: string): Promise<(new (data: unknown) => Validatable) | null> {
  // Core kinds live under v1/, the others under <group>/<version>/.
  const path = apiVersion.includes('/') ? apiVersion : `v1`;
  try {
    const module = (await import(`kubernetes-models/${path}/${kind}`)) as Record<
      string,
      new (data: unknown) => Validatable
    >;
    return module[kind] ?? null;
  } catch {
    return null;
  }
}

async function main() {
  const problems: Problem[] = [];
  let checked = 0;
  for (const doc of parseAllDocuments(readFileSync(0, 'utf8'))) {
    if (doc.errors.length) {
      problems.push({ object: '(YAML)', error: doc.errors.map((e) => e.message).join('; ') });
      continue;
    }
    const object = doc.toJS() as { apiVersion?: string; kind?: string; metadata?: { name?: string } } | null;
    if (!object) continue;
    const name = `${object.kind ?? '?'}/${object.metadata?.name ?? '?'}`;
    const model = object.apiVersion && object.kind ? await modelOf(object.apiVersion, object.kind) : null;
    if (!model) {
      problems.push({ object: name, error: `no Kubernetes schema for ${object.apiVersion} ${object.kind}` });
      continue;
    }
    checked++;
    try {
      new model(object).validate();
    } catch (error) {
      problems.push({ object: name, error: (error as Error).message });
    }
  }
  process.stdout.write(`${JSON.stringify({ checked, problems })}\n`);
  process.exit(problems.length ? 1 : 0);
}

void main();
