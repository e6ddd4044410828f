import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { frontEndForPath } from '@centre/contracts';
import { requestPathOf } from '@centre/server-kit';
import { REMOTE_MOUNTS, REMOTE_NAMES, type RemoteName } from '../config.ts';

/** Files whose name stays the same across builds: browsers must revalidate them every time. */
const ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', 'index.html']);
/** webpack's [contenthash] (hex, 8+ characters) before the extension: the name changes with the content. */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const ONE_YEAR_SECONDS = 365 * 24 * 3600;
/** The build writes a .br and a .gz copy beside each text file; the cache rule follows the original name. */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;
/** A source map, or its precompressed copy. */
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  const name = path.basename(filePath).replace(PRECOMPRESSED_SUFFIX, '');
  const immutable = !ENTRY_FILES.has(name) && CONTENT_HASHED.test(name);
  reply.header('cache-control', immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
}

function notBuilt(reply: FastifyReply, what: string) {
  return reply
    .code(503)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(`The ${what} is not built yet. Run "npm run build", then reload.`);
}

/**
 * Which remote a page path belongs to: the contracts' rule, the one the shell's single-spa activity
 * functions mount by. Only used to choose which remote's files the page hints; the shell still
 * decides what mounts.
 */
export const remoteForPath = (pathname: string): RemoteName => frontEndForPath(pathname);

/** JSON safe inside a <script> data block: no "</script>" or "<!--" can end or confuse it. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

interface ManifestAssets {
  metaData?: { remoteEntry?: { name?: string; path?: string }; publicPath?: string };
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

/**
 * The preload hints for one remote: its manifest always (the URL comes from config, wherever the
 * remote lives); its remoteEntry and the exposed `lifecycles` module's first chunks too when the
 * gateway serves that build itself and can read the manifest from disk. The URLs are resolved
 * against the manifest's URL, as the Module Federation runtime does for `publicPath: "auto"`.
 */
function remoteHints(manifestUrl: string, urlPrefix: string, dist: string): string[] {
  const hints = [`<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(manifestUrl)}">`];
  if (/^https?:\/\//i.test(manifestUrl)) {
    hints.unshift(`<link rel="preconnect" href="${escapeAttribute(new URL(manifestUrl).origin)}">`);
    return hints;
  }
  if (!manifestUrl.startsWith(urlPrefix)) return hints;
  let manifest: ManifestAssets;
  try {
    manifest = JSON.parse(readFileSync(path.join(dist, manifestUrl.slice(urlPrefix.length)), 'utf8')) as ManifestAssets;
  } catch {
    return hints; // not built, or not readable: the manifest hint alone
  }
  const meta = manifest.metaData ?? {};
  const base = meta.publicPath && meta.publicPath !== 'auto' ? meta.publicPath : manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const url = (file: string) => escapeAttribute(new URL(file, new URL(base, 'http://x')).pathname);
  const entry = meta.remoteEntry?.name;
  if (entry) hints.push(`<link rel="preload" as="script" href="${url(`${meta.remoteEntry?.path ? `${meta.remoteEntry.path}/` : ''}${entry}`)}">`);
  const lifecycles = manifest.exposes?.find((expose) => expose.name === 'lifecycles')?.assets;
  for (const file of lifecycles?.css?.sync ?? []) hints.push(`<link rel="preload" as="style" href="${url(file)}">`);
  for (const file of lifecycles?.js?.sync ?? []) hints.push(`<link rel="preload" as="script" href="${url(file)}">`);
  return hints;
}

interface RenderedPage {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * The shell's index.html as served: the remote map inlined (`<script type="application/json"
 * id="remotes">`, read by the shell instead of fetching /remotes.json — a data block, not a script,
 * so the CSP's script-src is not involved) and preload hints for the remote the page belongs to.
 * Both come from the same config as /remotes.json, so a remote still moves by one env var. Rendered
 * and compressed once per build of the shell (or of a hinted remote), not per request.
 */
function shellPageRenderer(options: FrontEndOptions) {
  const cache = new Map<string, { stamp: string; page: RenderedPage }>();
  const stampOf = (file: string) => {
    try {
      const stat = statSync(file);
      return `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return 'missing';
    }
  };
  return (remote: RemoteName): RenderedPage => {
    const indexFile = path.join(options.shellDist, 'index.html');
    const manifestUrl = options.remoteUrls[remote];
    const { urlPrefix } = REMOTE_MOUNTS[remote];
    const manifestFile = manifestUrl.startsWith(urlPrefix) ? path.join(options.remoteDists[remote], manifestUrl.slice(urlPrefix.length)) : '';
    const stamp = `${stampOf(indexFile)}|${manifestFile ? stampOf(manifestFile) : ''}`;
    const cached = cache.get(remote);
    if (cached?.stamp === stamp) return cached.page;
    const html = readFileSync(indexFile, 'utf8');
    const head = [
      `<script type="application/json" id="remotes">${inlineJson(options.remoteUrls)}</script>`,
      ...remoteHints(manifestUrl, urlPrefix, options.remoteDists[remote]),
    ].join('');
    const rendered = html.includes('</head>') ? html.replace('</head>', `${head}</head>`) : `${head}${html}`;
    const body = Buffer.from(rendered);
    const page: RenderedPage = {
      body,
      br: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(body, { level: 9 }),
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    };
    cache.set(remote, { stamp, page });
    return page;
  };
}

function sendShellPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').header('etag', page.etag).type('text/html; charset=utf-8');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.body);
}

export interface FrontEndOptions {
  shellDist: string;
  remoteDists: Record<RemoteName, string>;
  remoteUrls: Record<RemoteName, string>;
}

/**
 * The browser side of the one origin: the shell (with history-mode fallback), each remote's
 * build, and /remotes.json, which tells the shell where each remote lives today — so a remote
 * moves by changing one env var, with no rebuild. Missing builds answer 503 instead of stopping
 * the gateway: the API must work without the front ends. Existence is checked per request, so a
 * build finished after the gateway started is served at once.
 */
export const frontEndRoutes: FastifyPluginAsync<FrontEndOptions> = async (app, options) => {
  const renderShellPage = shellPageRenderer(options);
  // Source maps stay in the build folders for staff (webpack writes them hidden: no script points
  // at them) but are never published: they would hand out the whole front-end source.
  app.addHook('onRequest', async (request, reply) => {
    if (SOURCE_MAP.test(requestPathOf(request.url))) return reply.callNotFound();
  });
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return options.remoteUrls;
  });

  for (const name of REMOTE_NAMES) {
    const root = options.remoteDists[name];
    await app.register(async (remote) => {
      remote.addHook('onRequest', async (_request, reply) => {
        if (!existsSync(root)) return notBuilt(reply, `${name} front end`);
      });
      await remote.register(fastifyStatic, {
        root,
        prefix: REMOTE_MOUNTS[name].urlPrefix,
        decorateReply: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: setCacheHeaders,
      });
    });
  }

  // The shell: sendFile only; the route below decides between a file and the fallback page.
  await app.register(fastifyStatic, { root: options.shellDist, serve: false, preCompressed: true, cacheControl: false, setHeaders: setCacheHeaders });

  app.get('/*', async (request, reply) => {
    const wanted = (request.params as { '*': string })['*'];
    // API and internal paths never fall back to a page: the JSON 404 tells a client the truth.
    if (/^(api|internal)(\/|$)/.test(wanted)) return reply.callNotFound();
    if (!existsSync(options.shellDist)) return notBuilt(reply, 'website');
    const lastSegment = wanted.split('/').pop() ?? '';
    // Extension-less paths are the single-spa applications' routes: every one gets the shell.
    if (!lastSegment.includes('.') || wanted === 'index.html') {
      if (!existsSync(path.join(options.shellDist, 'index.html'))) return notBuilt(reply, 'website');
      return sendShellPage(request, reply, renderShellPage(remoteForPath(wanted)));
    }
    return reply.sendFile(wanted);
  });
};
