// A small renderer of the Kustomize subset our overlays use, for the tests (no kustomize binary
// installs from the registries here): `resources` (files and folders with a kustomization.yaml),
// `namespace`, `images` (newName/newTag), `replicas`, `configMapGenerator` (envs and literals, with
// kustomize's hash suffix and the references to it renamed), and `patches` — inline or from a file,
// a strategic-merge patch (named by its own kind and name, lists of named items merged by name) or
// a JSON 6902 patch (add/replace/remove) with a `target` (kind and/or name). The same folders work
// with `kubectl apply -k` / `kustomize build`; anything outside this subset is refused here, so a
// test never passes on a field this renderer silently ignored.
//   node --import tsx deploy/k8s/render.ts deploy/k8s/overlays/production   (prints the YAML)
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments, stringify } from 'yaml';

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

interface Target {
  kind?: string;
  name?: string;
}

interface Kustomization {
  apiVersion?: string;
  kind?: string;
  resources?: string[];
  namespace?: string;
  images?: Array<{ name: string; newName?: string; newTag?: string }>;
  replicas?: Array<{ name: string; count: number }>;
  configMapGenerator?: Array<{ name: string; envs?: string[]; literals?: string[]; behavior?: 'create' }>;
  patches?: Array<{ path?: string; patch?: string; target?: Target }>;
}

const KNOWN_FIELDS = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'images', 'replicas', 'configMapGenerator', 'patches']);
/** Lists merged item by item (by `name`) in a strategic-merge patch, as Kubernetes' patch strategy does. */
const MERGE_BY_NAME = new Set(['containers', 'initContainers', 'env', 'volumes', 'volumeMounts', 'ports']);

function readYaml(file: string): JsonObject[] {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((document) => {
      if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]?.message}`);
      return document.toJSON() as JsonObject | null;
    })
    .filter((object): object is JsonObject => object !== null);
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Strategic merge, for the lists our patches touch (named items merged by name; other lists replaced). */
export function strategicMerge(base: Json, patch: Json, key = ''): Json {
  if (isObject(base) && isObject(patch)) {
    const out: JsonObject = { ...base };
    for (const [field, value] of Object.entries(patch)) {
      if (value === null) delete out[field];
      else out[field] = field in base ? strategicMerge(base[field] as Json, value, field) : value;
    }
    return out;
  }
  if (Array.isArray(base) && Array.isArray(patch) && MERGE_BY_NAME.has(key)) {
    const out = [...base];
    for (const item of patch) {
      const at = isObject(item) ? out.findIndex((existing) => isObject(existing) && existing.name === item.name) : -1;
      if (at >= 0) out[at] = strategicMerge(out[at] as Json, item, '');
      else out.push(item);
    }
    return out;
  }
  return patch;
}

function pointer(pathText: string): string[] {
  if (!pathText.startsWith('/')) throw new Error(`JSON patch path must start with "/": ${pathText}`);
  return pathText.slice(1).split('/').map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** JSON 6902: add, replace, remove. */
export function jsonPatch(object: JsonObject, operations: Array<{ op: string; path: string; value?: Json }>): JsonObject {
  const out = structuredClone(object);
  for (const operation of operations) {
    const parts = pointer(operation.path);
    const last = parts.pop() as string;
    let parent: Json = out;
    for (const part of parts) {
      parent = Array.isArray(parent) ? (parent[Number(part)] as Json) : isObject(parent) ? (parent[part] as Json) : null;
      if (parent === null || parent === undefined) throw new Error(`JSON patch ${operation.op} ${operation.path}: no such path`);
    }
    if (Array.isArray(parent)) {
      const index = last === '-' ? parent.length : Number(last);
      if (operation.op === 'add') parent.splice(index, 0, operation.value as Json);
      else if (operation.op === 'replace') {
        if (index >= parent.length) throw new Error(`JSON patch replace ${operation.path}: no such item`);
        parent[index] = operation.value as Json;
      } else if (operation.op === 'remove') parent.splice(index, 1);
      else throw new Error(`JSON patch op "${operation.op}" is not supported here`);
    } else if (isObject(parent)) {
      if (operation.op === 'add') parent[last] = operation.value as Json;
      else if (operation.op === 'replace') {
        if (!(last in parent)) throw new Error(`JSON patch replace ${operation.path}: no such field`);
        parent[last] = operation.value as Json;
      } else if (operation.op === 'remove') {
        if (!(last in parent)) throw new Error(`JSON patch remove ${operation.path}: no such field`);
        delete parent[last];
      } else throw new Error(`JSON patch op "${operation.op}" is not supported here`);
    } else throw new Error(`JSON patch ${operation.op} ${operation.path}: no such path`);
  }
  return out;
}

/** KEY=VALUE lines (blank lines and # comments skipped), as kustomize reads an env file. */
export function parseEnvFile(text: string): Record<string, string> {
  const data: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const at = trimmed.indexOf('=');
    if (at <= 0) throw new Error(`env file line is not KEY=VALUE: ${line}`);
    data[trimmed.slice(0, at)] = trimmed.slice(at + 1);
  }
  return data;
}

/** Kustomize's name suffix of a generated ConfigMap (api/hasher: sha256 of {data, kind, name}, 10 characters, some letters swapped). */
export function configMapHash(name: string, data: Record<string, string>): string {
  const sortedData = Object.fromEntries(Object.entries(data).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const encoded = JSON.stringify({ data: sortedData, kind: 'ConfigMap', name });
  const hex = createHash('sha256').update(encoded).digest('hex');
  const swap: Record<string, string> = { '0': 'g', '1': 'h', '3': 'k', a: 'm', e: 't' };
  return [...hex.slice(0, 10)].map((char) => swap[char] ?? char).join('');
}

function matches(object: K8sObject, target: Target): boolean {
  return (!target.kind || object.kind === target.kind) && (!target.name || object.metadata.name === target.name);
}

/** Renames references to a generated ConfigMap (envFrom, env valueFrom, volumes) in pod templates. */
function renameConfigMapReferences(value: Json, from: string, to: string): Json {
  if (Array.isArray(value)) return value.map((item) => renameConfigMapReferences(item, from, to));
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [field, item] of Object.entries(value)) {
    if ((field === 'configMapRef' || field === 'configMapKeyRef' || field === 'configMap') && isObject(item) && item.name === from) out[field] = { ...item, name: to };
    else out[field] = renameConfigMapReferences(item, from, to);
  }
  return out;
}

/** Renders a kustomization folder (base or overlay) to its objects. */
export function render(dir: string): K8sObject[] {
  const file = path.join(dir, 'kustomization.yaml');
  const [kustomization] = readYaml(file) as unknown as Kustomization[];
  if (!kustomization) throw new Error(`${file} is empty`);
  const unknown = Object.keys(kustomization).filter((field) => !KNOWN_FIELDS.has(field));
  if (unknown.length > 0) throw new Error(`${file}: ${unknown.join(', ')} not supported by this renderer`);

  let objects: K8sObject[] = [];
  for (const resource of kustomization.resources ?? []) {
    const full = path.resolve(dir, resource);
    if (!existsSync(full)) throw new Error(`${file}: resource ${resource} does not exist`);
    if (statSync(full).isDirectory()) objects.push(...render(full));
    else objects.push(...(readYaml(full) as unknown as K8sObject[]));
  }

  const generated: Array<{ name: string; hashed: string }> = [];
  for (const generator of kustomization.configMapGenerator ?? []) {
    const data: Record<string, string> = {};
    for (const envFile of generator.envs ?? []) Object.assign(data, parseEnvFile(readFileSync(path.resolve(dir, envFile), 'utf8')));
    for (const literal of generator.literals ?? []) Object.assign(data, parseEnvFile(literal));
    const hashed = `${generator.name}-${configMapHash(generator.name, data)}`;
    objects.push({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: hashed }, data });
    generated.push({ name: generator.name, hashed });
  }

  for (const entry of kustomization.patches ?? []) {
    const text = entry.patch ?? (entry.path ? readFileSync(path.resolve(dir, entry.path), 'utf8') : null);
    if (text === null) throw new Error(`${file}: a patch needs "patch" or "path"`);
    const documents = parseAllDocuments(text).map((document) => document.toJSON() as Json);
    const [first] = documents;
    if (Array.isArray(first)) {
      if (!entry.target) throw new Error(`${file}: a JSON 6902 patch needs a target`);
      const targets = objects.filter((object) => matches(object, entry.target as Target));
      if (targets.length === 0) throw new Error(`${file}: patch target ${JSON.stringify(entry.target)} matches nothing`);
      objects = objects.map((object) => (matches(object, entry.target as Target) ? (jsonPatch(object as unknown as JsonObject, first as Array<{ op: string; path: string; value?: Json }>) as unknown as K8sObject) : object));
    } else {
      for (const patch of documents) {
        if (!isObject(patch) || !isObject(patch.metadata)) throw new Error(`${file}: a strategic-merge patch names its kind and metadata.name`);
        const target: Target = entry.target ?? { kind: patch.kind as string, name: patch.metadata.name as string };
        const targets = objects.filter((object) => matches(object, target));
        if (targets.length === 0) throw new Error(`${file}: patch for ${target.kind}/${target.name} matches nothing`);
        objects = objects.map((object) => {
          if (!matches(object, target)) return object;
          const { metadata, ...rest } = patch;
          const merged = strategicMerge(object as unknown as Json, { ...rest, metadata: { ...(metadata as JsonObject), name: object.metadata.name } });
          return merged as unknown as K8sObject;
        });
      }
    }
  }

  for (const { name, newName, newTag } of kustomization.images ?? []) {
    objects = objects.map((object) => JSON.parse(JSON.stringify(object), (key, value: unknown) => {
      if (key !== 'image' || typeof value !== 'string') return value;
      const [image, tag] = value.split(/:(?=[^/]*$)/);
      return image === name ? `${newName ?? image}:${newTag ?? tag}` : value;
    }) as K8sObject);
  }
  for (const { name, count } of kustomization.replicas ?? []) {
    const target = objects.find((object) => object.kind === 'Deployment' && object.metadata.name === name);
    if (!target) throw new Error(`${file}: replicas for ${name}: no such Deployment`);
    (target.spec as JsonObject).replicas = count;
  }
  for (const { name, hashed } of generated) objects = objects.map((object) => renameConfigMapReferences(object as unknown as Json, name, hashed) as unknown as K8sObject);
  if (kustomization.namespace) for (const object of objects) object.metadata = { ...object.metadata, namespace: kustomization.namespace };
  return objects;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'render.ts')) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: node --import tsx deploy/k8s/render.ts <kustomization folder>');
    process.exit(64);
  }
  process.stdout.write(render(path.resolve(dir)).map((object) => `---\n${stringify(object, { lineWidth: 0 })}`).join(''));
}
