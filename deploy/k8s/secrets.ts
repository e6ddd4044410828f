// `npm run k8s:secrets -- [--namespace centre] [--from current.json] [--rotate internal|jwt|admin]`
// prints the Secret `centre-secrets` (apply it with `kubectl apply -f -`): the gateway's ES256 signing
// key pair, one internal token per process (INTERNAL_TOKEN_<PROCESS>, each Deployment reads only
// its own) with the callers' hashes (INTERNAL_CALLERS), the two-step sealing key and the first
// administrator's password. Nothing of it is ever committed. `--from` takes the current values
// (`kubectl get secret centre-secrets -o json`) and keeps all but what `--rotate` names.
// `--rotate internal` is one step of three, each followed by a rollout (internalRotationStep).
// Rotation: docs/operations.md#key-rotation.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import type { ISecret } from 'kubernetes-models/v1/Secret';
import { INTERNAL_CALLERS, generateSigningKeys, internalTokenHash, type InternalCaller } from '@centre/server-kit';
import { ROOT } from '../podman.ts';
import { SECRET, tokenKey } from './generate.ts';

export const ROTATABLE = ['internal', 'jwt', 'admin'] as const;
type Rotatable = (typeof ROTATABLE)[number];

function adminPassword(): string {
  // Letters, digits and a symbol: meets the password rule.
  return `${randomBytes(15).toString('base64url')}-7!`;
}

/** Where a rotation of the internal tokens keeps the token being introduced, and the one being retired. */
export const nextTokenKey = (caller: InternalCaller) => `${tokenKey(caller)}_NEXT`;
export const previousTokenKey = (caller: InternalCaller) => `${tokenKey(caller)}_PREVIOUS`;

/**
 * The internal tokens' rotation, one step per call, each followed by a rollout of every Deployment
 * (a receiver accepts two hashes per caller, so pods of two neighbouring steps always accept each other):
 *   1. a NEXT token per process, not presented yet: every receiver accepts the current and the next;
 *   2. NEXT becomes the token presented; the old one is kept as PREVIOUS, still accepted;
 *   3. PREVIOUS is dropped: only the new token is accepted.
 */
export function internalRotationStep(values: Record<string, string>): 1 | 2 | 3 {
  if (INTERNAL_CALLERS.some((caller) => values[nextTokenKey(caller)])) return 2;
  if (INTERNAL_CALLERS.some((caller) => values[previousTokenKey(caller)])) return 3;
  return 1;
}

export const ROTATION_STEPS = {
  1: 'step 1 of 3: new internal tokens added, accepted everywhere but not yet presented. Apply, roll out every Deployment, then run --rotate internal again.',
  2: 'step 2 of 3: every process now presents its new token; the old ones are still accepted. Apply, roll out, then run --rotate internal again.',
  3: 'step 3 of 3: the old tokens are no longer accepted. Apply and roll out: the rotation is done.',
} as const;

/** The secret's values: kept from `current` except what is rotated (or missing). */
export function secretValues(current: Record<string, string>, rotate: readonly Rotatable[]): Record<string, string> {
  const values: Record<string, string> = { ...current };
  if (rotate.includes('jwt') || !values.JWT_PRIVATE_KEY || !values.JWT_PUBLIC_KEY) {
    const keys = generateSigningKeys();
    values.JWT_PRIVATE_KEY = keys.privateKey;
    values.JWT_PUBLIC_KEY = keys.publicKey;
  }
  const step = rotate.includes('internal') ? internalRotationStep(values) : null;
  for (const caller of INTERNAL_CALLERS) {
    const [key, next, previous] = [tokenKey(caller), nextTokenKey(caller), previousTokenKey(caller)];
    if (!values[key]) values[key] = randomBytes(32).toString('base64url');
    if (step === 1) values[next] = randomBytes(32).toString('base64url');
    if (step === 2 && values[next]) {
      values[previous] = values[key] as string;
      values[key] = values[next];
      delete values[next];
    }
    if (step === 3) delete values[previous];
  }
  // Each receiver accepts the current token of every caller and, during a rotation, the other one.
  values.INTERNAL_CALLERS = INTERNAL_CALLERS.flatMap((caller) =>
    [tokenKey(caller), nextTokenKey(caller), previousTokenKey(caller)].flatMap((key) => (values[key] ? [`${caller}=${internalTokenHash(values[key])}`] : [])),
  ).join(',');
  // Never rotated by this script: the staff's authenticator secrets are sealed with it.
  values.TWO_STEP_KEY ||= randomBytes(32).toString('base64url');
  if (rotate.includes('admin') || !values.ADMIN_PASSWORD) values.ADMIN_PASSWORD = adminPassword();
  return values;
}

export function secretManifest(namespace: string, values: Record<string, string>): ISecret {
  return {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: SECRET, namespace, labels: { 'app.kubernetes.io/part-of': 'centre' } },
    type: 'Opaque',
    stringData: values,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(ROOT, 'deploy/k8s/secrets.ts')) {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const rotate = args.flatMap((arg, at) => (args[at - 1] === '--rotate' ? [arg] : []));
  const bad = rotate.filter((item) => !(ROTATABLE as readonly string[]).includes(item));
  if (bad.length > 0) {
    console.error(`--rotate takes ${ROTATABLE.join(', ')}; got ${bad.join(', ')}`);
    process.exit(64);
  }
  let current: Record<string, string> = {};
  const from = option('--from');
  if (from) {
    // `kubectl get secret centre-secrets -o json`: values in base64 under data.
    const secret = JSON.parse(readFileSync(from, 'utf8')) as { data?: Record<string, string> };
    current = Object.fromEntries(Object.entries(secret.data ?? {}).map(([key, value]) => [key, Buffer.from(value, 'base64').toString('utf8')]));
  }
  const values = secretValues(current, rotate as Rotatable[]);
  if (rotate.includes('internal')) console.error(`[k8s:secrets] internal tokens, ${ROTATION_STEPS[internalRotationStep(current)]}`);
  process.stdout.write(stringify(secretManifest(option('--namespace') ?? 'centre', values), { lineWidth: 0 }));
}
