// The images: what goes in (every server process of SERVICE_NAMES, dependencies before sources)
// (the built image itself: container-stack.test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { SERVICE_NAMES } from '@centre/server-kit';
import { SERVER_WORKSPACES } from '../images.ts';
import { ROOT } from '../podman.ts';

t.test('the runtime image holds every server workspace, dependencies before sources', async (t) => {
  const workspaces = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
  for (const name of SERVICE_NAMES) t.ok(SERVER_WORKSPACES.includes(`services/${name}`), `${name} is in the image`);
  t.ok(SERVER_WORKSPACES.includes('gateway'));
  for (const workspace of SERVER_WORKSPACES) t.ok(workspaces.includes(workspace), `${workspace} is a workspace`);
  const containerfile = readFileSync(path.join(ROOT, 'deploy/images/runtime.Containerfile'), 'utf8');
  const order = ['COPY deps/', 'COPY web/', 'COPY app/'].map((line) => containerfile.indexOf(line));
  t.ok(order.every((at) => at > 0), 'three COPY layers');
  t.same([...order].sort((a, b) => a - b), order, 'dependencies, then front ends, then sources');
  t.match(containerfile, /^USER 10001:10001$/m, 'non-root');
  t.match(containerfile, /^FROM localhost\/centre-base:trixie$/m, 'from the Debian base built here');
});

// What the built image is (user, entrypoint, health check, no dev tools, the front ends) is
// checked by container-stack.test.ts right after it builds the images: a test here, run beside it,
// would read an image that is still being built.
