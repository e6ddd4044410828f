// The Kubernetes manifests: the committed base is what generate.ts writes from SERVICE_NAMES; both
// overlays render, and every object validates against the Kubernetes API schemas
// (kubernetes-models); the rules of the issue hold in what is rendered. No cluster needed.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { INTERNAL_CALLERS, SERVICE_NAMES, internalCallersFrom, internalTokenHash, type InternalCaller } from '@centre/server-kit';
import { AUTOSCALED, BASE_DIR, CONFIG, INGRESS_UPSTREAM_KEEPALIVE_SECONDS, PROCESSES, REMOTES_CONFIG, callersOf, renderBase, tokenKey } from '../k8s/generate.ts';
import { configMapHash, render, type K8sObject } from '../k8s/render.ts';
import { internalRotationStep, nextTokenKey, secretManifest, secretValues } from '../k8s/secrets.ts';
import { ROOT } from '../podman.ts';

const OVERLAYS = ['dev', 'production'];

/** Validates one object with the kubernetes-models class of its apiVersion and kind; the error text, or null. */
async function schemaError(object: K8sObject): Promise<string | null> {
  const module = (await import(`kubernetes-models/${object.apiVersion}/${object.kind}`)) as Record<string, new (data: unknown) => { validate(): void }>;
  const Model = module[object.kind];
  if (!Model) return `no model for ${object.apiVersion} ${object.kind}`;
  try {
    new Model(object).validate();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Values = Record<string, string>;

const find = (objects: K8sObject[], kind: string, name: string) => objects.find((object) => object.kind === kind && object.metadata.name === name) as (K8sObject & Any) | undefined;

t.test('the committed base is generated from SERVICE_NAMES (npm run k8s:generate)', async (t) => {
  const expected = renderBase();
  t.same(readdirSync(BASE_DIR).sort(), Object.keys(expected).sort(), 'the same files');
  for (const [file, text] of Object.entries(expected)) t.equal(readFileSync(path.join(BASE_DIR, file), 'utf8'), text, `${file} is up to date`);
});

t.test('the validator refuses a wrong object (it is not a no-op)', async (t) => {
  const [deployment] = render(BASE_DIR).filter((object) => object.kind === 'Deployment');
  t.equal(await schemaError(deployment as K8sObject), null);
  const broken = structuredClone(deployment) as K8sObject & Any;
  broken.spec.replicas = 'two';
  t.match(await schemaError(broken), /replicas must be integer/);
  const noImage = structuredClone(deployment) as K8sObject & Any;
  noImage.spec.template.spec.containers[0].ports[0].containerPort = '8080';
  t.match(await schemaError(noImage), /containerPort must be integer/);
});

for (const overlay of OVERLAYS) {
  t.test(`overlay ${overlay}: renders and validates`, async (t) => {
    const objects = render(path.join(ROOT, 'deploy/k8s/overlays', overlay));
    for (const object of objects) t.equal(await schemaError(object), null, `${object.kind}/${object.metadata.name} is valid`);
    const namespace = overlay === 'dev' ? 'centre-dev' : 'centre';
    t.ok(objects.every((object) => object.metadata.namespace === namespace), `everything in namespace ${namespace}`);

    for (const name of PROCESSES) {
      const deployment = find(objects, 'Deployment', name);
      t.ok(deployment, `${name}: Deployment`);
      if (!deployment) continue;
      const pod = deployment.spec.template.spec;
      const container = pod.containers[0];
      t.same(container.args, [name], `${name}: the runtime image, process chosen by its command`);
      t.match(container.image, overlay === 'dev' ? 'registry.centre.example/centre-runtime:dev' : 'registry.centre.example/centre-runtime:2026.11.27');
      t.equal(container.readinessProbe.httpGet.path, '/readyz');
      t.equal(container.livenessProbe.httpGet.path, '/healthz');
      t.ok(container.resources.requests.cpu && container.resources.requests.memory && container.resources.limits.cpu && container.resources.limits.memory, `${name}: requests and limits`);
      t.equal(pod.securityContext.runAsNonRoot, true);
      t.equal(container.securityContext.readOnlyRootFilesystem, true);
      t.ok(container.volumeMounts.some((mount: Any) => mount.mountPath === '/tmp') && container.volumeMounts.some((mount: Any) => mount.mountPath === '/data'), `${name}: /tmp and DATA_DIR writable`);
      const token = container.env.find((item: Any) => item.name === 'INTERNAL_TOKEN');
      t.equal(token?.valueFrom.secretKeyRef.key, tokenKey(name), `${name}: only its own internal token`);
      t.notOk(container.envFrom.some((item: Any) => item.secretRef), `${name}: no whole secret in its environment`);
      t.equal(container.env.some((item: Any) => item.name === 'JWT_PRIVATE_KEY'), name === 'gateway', `${name}: the signing key only in the gateway`);
      const keepAlive = container.env.find((item: Any) => item.name === 'KEEP_ALIVE_TIMEOUT_SECONDS')?.value;
      if (name === 'gateway') t.ok(Number(keepAlive) > INGRESS_UPSTREAM_KEEPALIVE_SECONDS, `the gateway keeps idle connections longer than the ingress does (${keepAlive} s)`);
      else t.equal(keepAlive, undefined, `${name}: the default keep-alive (behind the gateway, whose client follows it)`);
      t.equal(deployment.spec.replicas, overlay === 'dev' ? 1 : name === 'gateway' ? 3 : 2);
      t.ok(find(objects, 'Service', name), `${name}: Service`);
      t.ok(find(objects, 'PodDisruptionBudget', name), `${name}: PodDisruptionBudget`);
      t.equal(Boolean(find(objects, 'HorizontalPodAutoscaler', name)), AUTOSCALED.includes(name), `${name}: autoscaled on CPU: ${AUTOSCALED.includes(name)}`);
    }
    const migrate = find(objects, 'Job', 'migrate');
    t.same(migrate?.spec.template.spec.containers[0].args, ['migrate'], 'the migration job');

    // Remotes: the generated ConfigMap (hash-suffixed) is what the gateway reads.
    const remotes = objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name.startsWith(`${REMOTES_CONFIG}-`)) as K8sObject & Any;
    t.ok(remotes, 'the remotes ConfigMap');
    t.equal(remotes.metadata.name, `${REMOTES_CONFIG}-${configMapHash(REMOTES_CONFIG, remotes.data)}`);
    const gatewayFrom = find(objects, 'Deployment', 'gateway')?.spec.template.spec.containers[0].envFrom.map((item: Any) => item.configMapRef.name);
    t.same(gatewayFrom, [CONFIG, remotes.metadata.name], 'the gateway reads it (a change rolls the gateway)');

    // Only the gateway is exposed, over TLS.
    const ingress = find(objects, 'Ingress', 'centre');
    const backends = ingress?.spec.rules.flatMap((rule: Any) => rule.http.paths.map((item: Any) => item.backend.service.name));
    t.same([...new Set(backends)], ['gateway'], 'the Ingress reaches the gateway alone');
    t.equal(ingress?.spec.tls[0].hosts[0], ingress?.spec.rules[0].host, 'TLS for the host');

    // NetworkPolicies: nothing unless allowed; a service only from the gateway and its callers.
    const policies = objects.filter((object) => object.kind === 'NetworkPolicy') as Array<K8sObject & Any>;
    t.ok(policies.some((policy) => Object.keys(policy.spec.podSelector).length === 0 && policy.spec.policyTypes.includes('Ingress') && !policy.spec.ingress), 'default deny');
    for (const name of SERVICE_NAMES) {
      const policy = policies.find((item) => item.spec.podSelector.matchLabels?.['app.kubernetes.io/component'] === name);
      t.ok(policy, `${name}: a policy`);
      const peers = policy?.spec.ingress.flatMap((rule: Any) => rule.from) ?? [];
      const components = peers.filter((peer: Any) => peer.podSelector).map((peer: Any) => peer.podSelector.matchLabels['app.kubernetes.io/component']);
      t.ok(components.includes('gateway'), `${name}: the gateway reaches it`);
      t.same(components.sort(), callersOf(name).sort(), `${name}: reached only by ${callersOf(name).join(', ')}`);
      t.notOk(peers.some((peer: Any) => peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === 'ingress-nginx'), `${name}: not from the ingress controller`);
      t.notOk(peers.some((peer: Any) => peer.ipBlock), `${name}: no address range`);
    }
  });
}

t.test('callers come from the code: users and applications call content; every service reaches admin', async (t) => {
  t.ok(callersOf('content').includes('users'));
  t.ok(callersOf('content').includes('applications'));
  t.notOk(callersOf('content').includes('shop'));
  for (const name of SERVICE_NAMES) if (name !== 'admin') t.ok(callersOf('admin').includes(name));
});

t.test('the secret: valid, hashes match tokens, rotation keeps what is not rotated', async (t) => {
  const first = secretValues({}, []);
  t.equal(await schemaError(secretManifest('centre', first) as unknown as K8sObject), null);
  for (const caller of INTERNAL_CALLERS) t.match(first.INTERNAL_CALLERS, `${caller}=${internalTokenHash(first[tokenKey(caller)] as string)}`);
  // The three steps of an internal-token rotation, each one a rollout.
  const steps = [first];
  for (let step = 1; step <= 3; step++) {
    const before = steps[steps.length - 1]!;
    t.equal(internalRotationStep(before), step, `step ${step} is next`);
    steps.push(secretValues(before, ['internal']));
  }
  const [, added, switched, done] = steps as [Values, Values, Values, Values];
  for (const values of [added, switched, done]) {
    t.equal(values.JWT_PRIVATE_KEY, first.JWT_PRIVATE_KEY, 'the signing key kept');
    t.equal(values.TWO_STEP_KEY, first.TWO_STEP_KEY, 'the two-step key kept');
    t.equal(values.ADMIN_PASSWORD, first.ADMIN_PASSWORD);
    t.equal(await schemaError(secretManifest('centre', values) as unknown as K8sObject), null);
  }
  for (const caller of INTERNAL_CALLERS) {
    t.equal(added[tokenKey(caller)], first[tokenKey(caller)], `${caller}: step 1 presents the same token`);
    t.equal(switched[tokenKey(caller)], added[nextTokenKey(caller)], `${caller}: step 2 presents the one step 1 added`);
    t.not(done[tokenKey(caller)], first[tokenKey(caller)], `${caller}: a new token in the end`);
  }
  t.same(Object.keys(done).sort(), Object.keys(first).sort(), 'no rotation key left in the end');
  t.equal(internalRotationStep(done), 1, 'the next rotation starts again');
  // What a receiver of each step accepts (the real parser), and what a caller of each step presents.
  const accepts = (values: Values, caller: InternalCaller, token: string) => {
    const hashes = internalCallersFrom({ INTERNAL_CALLERS: values.INTERNAL_CALLERS }, '/nonexistent')[caller];
    return ([] as string[]).concat(hashes ?? []).includes(internalTokenHash(token));
  };
  for (let at = 0; at < steps.length; at++) {
    for (const neighbour of [steps[at - 1], steps[at], steps[at + 1]]) {
      if (!neighbour) continue;
      for (const caller of INTERNAL_CALLERS) {
        t.ok(accepts(steps[at]!, caller, neighbour[tokenKey(caller)]!) && accepts(neighbour, caller, steps[at]![tokenKey(caller)]!), `${caller}: pods of steps ${at} and ${steps.indexOf(neighbour)} accept each other`);
      }
    }
  }
  for (const caller of INTERNAL_CALLERS) {
    t.notOk(accepts(done, caller, first[tokenKey(caller)]!), `${caller}: the old token is refused once the rotation is done`);
    t.notOk(accepts(first, caller, done[tokenKey(caller)]!), `${caller}: (a rotation done in one rollout would refuse calls between old and new pods)`);
  }
  const jwt = secretValues(first, ['jwt']);
  t.not(jwt.JWT_PRIVATE_KEY, first.JWT_PRIVATE_KEY);
  t.equal(jwt[tokenKey('gateway')], first[tokenKey('gateway')]);
});

t.test('the renderer refuses what it does not understand', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'centre-kustomize-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, 'a'));
  writeFileSync(path.join(dir, 'a/kustomization.yaml'), `resources: [${path.relative(path.join(dir, 'a'), BASE_DIR)}]\nnamePrefix: x-\n`);
  t.throws(() => render(path.join(dir, 'a')), /namePrefix not supported/);
  mkdirSync(path.join(dir, 'b'));
  writeFileSync(path.join(dir, 'b/kustomization.yaml'), `resources: [${path.relative(path.join(dir, 'b'), BASE_DIR)}]\npatches:\n  - target: {kind: Deployment, name: nope}\n    patch: |-\n      - op: replace\n        path: /spec/replicas\n        value: 1\n`);
  t.throws(() => render(path.join(dir, 'b')), /matches nothing/);
});
