// `npm run k8s:generate`: writes the Kustomize base (deploy/k8s/base) from the list of processes
// (SERVICE_NAMES and the gateway) and from the code: which service calls which (each service's
// src/clients/<neighbour>.ts) decides the NetworkPolicies. The objects are typed with
// kubernetes-models, so a misspelt field fails `npm run typecheck`; deploy/test/k8s.test.ts checks
// that the committed base is what this writes, renders both overlays and validates every object.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IJob } from 'kubernetes-models/batch/v1/Job';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { INetworkPolicyEgressRule } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyEgressRule';
import type { INetworkPolicyPeer } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPeer';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IEnvVar } from 'kubernetes-models/v1/EnvVar';
import type { IPersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import type { IPodSecurityContext } from 'kubernetes-models/v1/PodSecurityContext';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import type { ISecurityContext } from 'kubernetes-models/v1/SecurityContext';
import type { IService } from 'kubernetes-models/v1/Service';
import { DEFAULT_PORTS, SERVICE_NAMES, type ServiceName } from '@centre/server-kit';
import { ROOT } from '../podman.ts';
import { RELEASES_MOUNT } from '../remote-release.ts';

export type ProcessName = ServiceName | 'gateway';
export const PROCESSES: readonly ProcessName[] = ['gateway', ...SERVICE_NAMES];
export const BASE_DIR = path.join(ROOT, 'deploy/k8s/base');

export const IMAGE = 'localhost/centre-runtime';
/** Scaled on CPU (the issue: the gateway, applications and the shop take the rushes). */
export const AUTOSCALED: readonly ProcessName[] = ['gateway', 'applications', 'shop'];
/** Services that keep uploaded files under DATA_DIR: they share one ReadWriteMany volume. */
export const FILE_KEEPERS: readonly ProcessName[] = ['users', 'content'];
/** Every service hands messages to the admin outbox and writes the audit there. */
const CALLED_BY_EVERY_SERVICE: readonly ServiceName[] = ['admin'];

export const SECRET = 'centre-secrets';
export const DATABASE_SECRET = 'centre-database';
export const CONFIG = 'centre-config';
/** SMTP_URL and SMS_API_KEY of the admin outbox (the operator creates it; NODE_ENV=production needs both channels). */
export const MESSAGING_SECRET = 'centre-messaging';
export const REMOTES_CONFIG = 'centre-remotes';
const FILES_CLAIM = 'centre-files';
/** Remote releases (deploy/remote-release.ts), read by the gateway at RELEASES_MOUNT. */
const RELEASES_CLAIM = 'centre-remote-releases';
const PART_OF = 'centre';

/** The secret key of a process's own internal token. */
export function tokenKey(name: ProcessName): string {
  return `INTERNAL_TOKEN_${name.toUpperCase()}`;
}

/** Who calls a service's /internal routes: the gateway, each service with a client of it, and for the admin every service. */
export function callersOf(service: ServiceName): ProcessName[] {
  const callers = new Set<ProcessName>(['gateway']);
  for (const caller of SERVICE_NAMES) {
    if (caller === service) continue;
    const clients = path.join(ROOT, 'services', caller, 'src', 'clients');
    const hasClient = existsSync(clients) && readdirSync(clients).includes(`${service}.ts`);
    if (hasClient || CALLED_BY_EVERY_SERVICE.includes(service)) callers.add(caller);
  }
  return [...callers];
}

function labels(name: ProcessName | 'migrate'): Record<string, string> {
  return { 'app.kubernetes.io/part-of': PART_OF, 'app.kubernetes.io/component': name };
}

const secret = (key: string, from = SECRET): IEnvVar => ({ name: key, valueFrom: { secretKeyRef: { name: from, key } } });

/**
 * ingress-nginx keeps idle connections to the gateway for 60 s (its `upstream-keepalive-timeout`).
 * The gateway keeps them longer: with its own 5 s default it closes connections the ingress still
 * counts on (a POST sent on one just closed comes back 502), and after a quiet minute the ingress
 * opens its connections anew in an opening rush, which a busy gateway accepts one per turn of its
 * event loop (docs/decisions.md, the waiting room).
 */
export const INGRESS_UPSTREAM_KEEPALIVE_SECONDS = 60;
const GATEWAY_KEEP_ALIVE_SECONDS = 75;

function envOf(name: ProcessName | 'migrate'): IEnvVar[] {
  const env: IEnvVar[] = [secret('MYSQL_URL', DATABASE_SECRET), secret('REDIS_URL', DATABASE_SECRET), secret('JWT_PUBLIC_KEY')];
  if (name === 'gateway') env.push(secret('JWT_PRIVATE_KEY'), { name: 'KEEP_ALIVE_TIMEOUT_SECONDS', value: String(GATEWAY_KEEP_ALIVE_SECONDS) });
  if (name !== 'migrate') env.push({ name: 'INTERNAL_TOKEN', valueFrom: { secretKeyRef: { name: SECRET, key: tokenKey(name) } } });
  if (name !== 'gateway' && name !== 'migrate') env.push(secret('INTERNAL_CALLERS'));
  if (name === 'users') env.push(secret('TWO_STEP_KEY'));
  if (name === 'admin') for (const key of ['SMTP_URL', 'SMS_API_KEY']) env.push({ name: key, valueFrom: { secretKeyRef: { name: MESSAGING_SECRET, key, optional: true } } });
  if (name === 'migrate') env.push(secret('ADMIN_PASSWORD'));
  return env;
}

const SECURITY: { pod: IPodSecurityContext; container: ISecurityContext } = {
  pod: { runAsNonRoot: true, runAsUser: 10001, runAsGroup: 10001, fsGroup: 10001, seccompProfile: { type: 'RuntimeDefault' } },
  container: { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } },
};

function podSpec(name: ProcessName | 'migrate', container: IContainer): IPodSpec {
  const files = name === 'migrate' || FILE_KEEPERS.includes(name);
  return {
    securityContext: SECURITY.pod,
    automountServiceAccountToken: false,
    containers: [container],
    volumes: [
      // The root file system is read-only: /tmp (uploads in progress) and DATA_DIR are volumes.
      { name: 'tmp', emptyDir: { medium: 'Memory', sizeLimit: '64Mi' } },
      files ? { name: 'data', persistentVolumeClaim: { claimName: FILES_CLAIM } } : { name: 'data', emptyDir: { sizeLimit: '256Mi' } },
      ...(name === 'gateway' ? [{ name: 'remote-releases', persistentVolumeClaim: { claimName: RELEASES_CLAIM, readOnly: true } }] : []),
    ],
  };
}

function processContainer(name: ProcessName): IContainer {
  const port = DEFAULT_PORTS[name];
  const gateway = name === 'gateway';
  return {
    name,
    image: `${IMAGE}:latest`,
    args: [name],
    ports: [{ name: 'http', containerPort: port }],
    envFrom: [{ configMapRef: { name: CONFIG } }, ...(gateway ? [{ configMapRef: { name: REMOTES_CONFIG, optional: true } }] : [])],
    env: envOf(name),
    resources: gateway
      ? { requests: { cpu: '200m', memory: '256Mi' }, limits: { cpu: '2', memory: '768Mi' } }
      : { requests: { cpu: '100m', memory: '192Mi' }, limits: { cpu: '1', memory: '512Mi' } },
    // A start migrates (nothing to do after the Job) and connects: up to 60 s before liveness counts.
    startupProbe: { httpGet: { path: '/healthz', port: 'http' }, periodSeconds: 2, failureThreshold: 30 },
    livenessProbe: { httpGet: { path: '/healthz', port: 'http' }, periodSeconds: 10, timeoutSeconds: 3, failureThreshold: 3 },
    readinessProbe: { httpGet: { path: '/readyz', port: 'http' }, periodSeconds: 5, timeoutSeconds: 3, failureThreshold: 2 },
    securityContext: SECURITY.container,
    volumeMounts: [
      { name: 'tmp', mountPath: '/tmp' },
      { name: 'data', mountPath: '/data' },
      ...(gateway ? [{ name: 'remote-releases', mountPath: RELEASES_MOUNT, readOnly: true }] : []),
    ],
  };
}

function deployment(name: ProcessName): IDeployment {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name, labels: labels(name) },
    spec: {
      replicas: 2,
      selector: { matchLabels: labels(name) },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: { labels: labels(name) },
        spec: {
          ...podSpec(name, processContainer(name)),
          // Stop: the process drains its connections (SHUTDOWN_DRAIN_MS, 5 s) and exits within 10 s.
          terminationGracePeriodSeconds: 20,
          topologySpreadConstraints: [{ maxSkew: 1, topologyKey: 'kubernetes.io/hostname', whenUnsatisfiable: 'ScheduleAnyway', labelSelector: { matchLabels: labels(name) } }],
        },
      },
    },
  };
}

function service(name: ProcessName): IService {
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name, labels: labels(name) },
    spec: { selector: labels(name), ports: [{ name: 'http', port: DEFAULT_PORTS[name], targetPort: 'http' }] },
  };
}

function disruptionBudget(name: ProcessName): IPodDisruptionBudget {
  return {
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: { name, labels: labels(name) },
    spec: { minAvailable: 1, selector: { matchLabels: labels(name) } },
  };
}

function autoscaler(name: ProcessName): IHorizontalPodAutoscaler {
  return {
    apiVersion: 'autoscaling/v2',
    kind: 'HorizontalPodAutoscaler',
    metadata: { name, labels: labels(name) },
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name },
      minReplicas: 2,
      maxReplicas: name === 'gateway' ? 8 : 6,
      metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }],
      behavior: { scaleDown: { stabilizationWindowSeconds: 300 } },
    },
  };
}

function migrationJob(): IJob {
  return {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name: 'migrate', labels: labels('migrate') },
    spec: {
      backoffLimit: 3,
      ttlSecondsAfterFinished: 86_400,
      template: {
        metadata: { labels: labels('migrate') },
        spec: {
          ...podSpec('migrate', {
            name: 'migrate',
            image: `${IMAGE}:latest`,
            args: ['migrate'],
            envFrom: [{ configMapRef: { name: CONFIG } }],
            env: envOf('migrate'),
            resources: { requests: { cpu: '100m', memory: '256Mi' }, limits: { cpu: '1', memory: '512Mi' } },
            securityContext: SECURITY.container,
            volumeMounts: [
              { name: 'tmp', mountPath: '/tmp' },
              { name: 'data', mountPath: '/data' },
            ],
          }),
          restartPolicy: 'OnFailure',
        },
      },
    },
  };
}

function config(): IConfigMap {
  const data: Record<string, string> = {
    DB_CLIENT: 'mysql',
    MYSQL_DATABASE_PREFIX: 'centre_',
    HOST: '0.0.0.0',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    PUBLIC_ORIGIN: 'https://centre.example',
    // One hop: the ingress controller in front of the gateway.
    TRUST_PROXY: '1',
    // Services believe the gateway (pod addresses are private); the NetworkPolicies let only it in.
    SERVICE_TRUST_PROXY: 'uniquelocal',
  };
  for (const name of SERVICE_NAMES) data[`${name.toUpperCase()}_URL`] = `http://${name}:${DEFAULT_PORTS[name]}`;
  return { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: CONFIG, labels: { 'app.kubernetes.io/part-of': PART_OF } }, data };
}

function claim(name: string, storage: string): IPersistentVolumeClaim {
  return {
    apiVersion: 'v1',
    kind: 'PersistentVolumeClaim',
    metadata: { name, labels: { 'app.kubernetes.io/part-of': PART_OF } },
    spec: { accessModes: ['ReadWriteMany'], resources: { requests: { storage } } },
  };
}

function ingress(): IIngress {
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: { name: 'centre', labels: { 'app.kubernetes.io/part-of': PART_OF }, annotations: { 'nginx.ingress.kubernetes.io/proxy-body-size': '25m' } },
    spec: {
      ingressClassName: 'nginx',
      tls: [{ hosts: ['centre.example'], secretName: 'centre-tls' }],
      // Only the gateway is exposed; it never proxies /internal/* (gateway/src/routes-table.ts).
      rules: [{ host: 'centre.example', http: { paths: [{ path: '/', pathType: 'Prefix', backend: { service: { name: 'gateway', port: { name: 'http' } } } }] } }],
    },
  };
}

const INGRESS_CONTROLLER: INetworkPolicyPeer = { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } } };
const MONITORING: INetworkPolicyPeer = { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } };
const pods = (name: ProcessName): INetworkPolicyPeer => ({ podSelector: { matchLabels: labels(name) } });

function networkPolicies(): INetworkPolicy[] {
  const meta = (name: string) => ({ name, labels: { 'app.kubernetes.io/part-of': PART_OF } });
  const policies: INetworkPolicy[] = [
    // Nothing in or out unless a policy below allows it.
    { apiVersion: 'networking.k8s.io/v1', kind: 'NetworkPolicy', metadata: meta('default-deny'), spec: { podSelector: {}, policyTypes: ['Ingress', 'Egress'] } },
    // Every pod: DNS, and the managed MySQL and Redis (their addresses: the overlay's `databases` CIDR).
    {
      apiVersion: 'networking.k8s.io/v1',
      kind: 'NetworkPolicy',
      metadata: meta('egress-dns-databases'),
      spec: {
        podSelector: { matchLabels: { 'app.kubernetes.io/part-of': PART_OF } },
        policyTypes: ['Egress'],
        egress: [
          { to: [{ namespaceSelector: {}, podSelector: { matchLabels: { 'k8s-app': 'kube-dns' } } }], ports: [{ protocol: 'UDP', port: 53 }, { protocol: 'TCP', port: 53 }] },
          { to: [{ ipBlock: { cidr: '10.0.0.0/8' } }], ports: [{ protocol: 'TCP', port: 3306 }, { protocol: 'TCP', port: 6379 }] },
        ],
      },
    },
    // The gateway: from the ingress controller only (and metrics scrapes); out to every service.
    {
      apiVersion: 'networking.k8s.io/v1',
      kind: 'NetworkPolicy',
      metadata: meta('gateway'),
      spec: {
        podSelector: { matchLabels: labels('gateway') },
        policyTypes: ['Ingress', 'Egress'],
        ingress: [{ from: [INGRESS_CONTROLLER, MONITORING], ports: [{ protocol: 'TCP', port: DEFAULT_PORTS.gateway }] }],
        egress: SERVICE_NAMES.map((name) => ({ to: [pods(name)], ports: [{ protocol: 'TCP', port: DEFAULT_PORTS[name] }] })),
      },
    },
  ];
  for (const name of SERVICE_NAMES) {
    const callees = SERVICE_NAMES.filter((other) => other !== name && callersOf(other).includes(name));
    const egress: INetworkPolicyEgressRule[] = [
      ...callees.map((callee): INetworkPolicyEgressRule => ({ to: [pods(callee)], ports: [{ protocol: 'TCP', port: DEFAULT_PORTS[callee] }] })),
      // The admin outbox sends mail (SMTP) and SMS (the provider's HTTPS API) outside the cluster.
      ...(name === 'admin'
        ? [{ to: [{ ipBlock: { cidr: '0.0.0.0/0', except: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'] } }], ports: [{ protocol: 'TCP', port: 25 }, { protocol: 'TCP', port: 465 }, { protocol: 'TCP', port: 587 }, { protocol: 'TCP', port: 443 }] } satisfies INetworkPolicyEgressRule]
        : []),
    ];
    policies.push({
      apiVersion: 'networking.k8s.io/v1',
      kind: 'NetworkPolicy',
      metadata: meta(name),
      spec: {
        podSelector: { matchLabels: labels(name) },
        policyTypes: egress.length > 0 ? ['Ingress', 'Egress'] : ['Ingress'],
        // From the gateway and the services that call it (their src/clients/<name>.ts) — never from outside.
        ingress: [{ from: [...callersOf(name).map(pods), MONITORING], ports: [{ protocol: 'TCP', port: DEFAULT_PORTS[name] }] }],
        ...(egress.length > 0 ? { egress } : {}),
      },
    });
  }
  return policies;
}

/** Every file of the base, by name: one per process (Deployment, Service, PDB, HPA) and the shared objects. */
export function baseFiles(): Record<string, unknown[]> {
  const files: Record<string, unknown[]> = {};
  for (const name of PROCESSES) files[`${name}.yaml`] = [deployment(name), service(name), disruptionBudget(name), ...(AUTOSCALED.includes(name) ? [autoscaler(name)] : [])];
  files['config.yaml'] = [config()];
  // Uploaded files (shared by every instance of users and content) and the remotes' releases.
  files['volumes.yaml'] = [claim(FILES_CLAIM, '20Gi'), claim(RELEASES_CLAIM, '2Gi')];
  files['migrate-job.yaml'] = [migrationJob()];
  files['ingress.yaml'] = [ingress()];
  files['network-policies.yaml'] = networkPolicies();
  return files;
}

const HEADER = '# Generated by `npm run k8s:generate` (deploy/k8s/generate.ts) from SERVICE_NAMES: do not edit by hand.\n';

/** The text of each file of the base, kustomization.yaml included. */
export function renderBase(): Record<string, string> {
  const files = baseFiles();
  const out: Record<string, string> = {};
  for (const [file, objects] of Object.entries(files)) out[file] = HEADER + objects.map((object) => `---\n${stringify(object, { lineWidth: 0 })}`).join('');
  out['kustomization.yaml'] = HEADER + stringify({ apiVersion: 'kustomize.config.k8s.io/v1beta1', kind: 'Kustomization', resources: Object.keys(files) }, { lineWidth: 0 });
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(ROOT, 'deploy/k8s/generate.ts')) {
  rmSync(BASE_DIR, { recursive: true, force: true });
  mkdirSync(BASE_DIR, { recursive: true });
  for (const [file, text] of Object.entries(renderBase())) writeFileSync(path.join(BASE_DIR, file), text);
  console.log(`Wrote ${BASE_DIR}`);
}
