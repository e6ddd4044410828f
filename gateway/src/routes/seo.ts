import type { FastifyPluginAsync } from 'fastify';
import { LIST_LIMIT_MAX } from '@centre/contracts';
import { internalClient, type InternalClient } from '@centre/server-kit';
import { DETAIL_PAGE_SOURCES, DISALLOWED_PATHS, PUBLIC_PAGES, type DetailPageSource, type ListedItem } from './public-pages.ts';

export interface SeoOptions {
  /** Base URL of the content service (CONTENT_URL). */
  contentUrl: string;
  /** PUBLIC_ORIGIN: every absolute URL starts with it, whatever Host header a request carries. */
  publicOrigin: string;
  /** How long a generated page list is reused. */
  cacheMs?: number;
  /** Upper bound on list pages read per source, so a huge table cannot stall the sitemap. */
  maxListPages?: number;
}

interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD */
  lastmod?: string;
}

const FIVE_MINUTES_MS = 5 * 60 * 1000;
const FETCH_TIMEOUT_MS = 5000;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

async function listAll(content: InternalClient, source: DetailPageSource, maxPages: number): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for (let page = 0, offset = 0; page < maxPages; page += 1) {
    const { status, body } = await content.request<Record<string, unknown> & { summary?: { total?: number } }>(
      'GET',
      `${source.api}?limit=${LIST_LIMIT_MAX}&offset=${offset}`,
      { headers: { 'accept-language': 'ko' } },
    );
    if (status !== 200 || !body) throw new Error(`${source.api} answered ${status}`);
    const items = (body[source.listKey] ?? []) as ListedItem[];
    for (const item of items) {
      const changed = item.updatedAt ?? item.createdAt;
      entries.push({ path: source.pagePath(item), lastmod: changed?.slice(0, 10) });
    }
    offset += items.length;
    if (items.length === 0 || offset >= (body.summary?.total ?? 0)) break;
  }
  return entries;
}

function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) =>
    `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * GET /robots.txt and GET /sitemap.xml. The sitemap lists the public pages and every public
 * detail page the content service knows, read through its public API and kept for a few minutes.
 * When a list cannot be read the sitemap is still served (without those pages, not cached), so a
 * content outage never turns into a crawler error. No hreflang alternates: the locale comes from
 * Accept-Language, so every language shares one URL.
 */
export const seoRoutes: FastifyPluginAsync<SeoOptions> = async (app, options) => {
  const cacheMs = options.cacheMs ?? FIVE_MINUTES_MS;
  const maxPages = options.maxListPages ?? 50;
  let cached: { entries: SitemapEntry[]; until: number } | null = null;
  let inFlight: Promise<SitemapEntry[]> | null = null;
  // Public reads: no internal token.
  const content = internalClient({ service: 'content', baseUrl: options.contentUrl, timeoutMs: FETCH_TIMEOUT_MS });

  async function generate(): Promise<SitemapEntry[]> {
    const results = await Promise.allSettled(DETAIL_PAGE_SOURCES.map((source) => listAll(content, source, maxPages)));
    const entries: SitemapEntry[] = PUBLIC_PAGES.map((path) => ({ path }));
    let complete = true;
    for (const [index, result] of results.entries()) {
      if (result.status === 'fulfilled') entries.push(...result.value);
      else {
        complete = false;
        app.log.warn({ err: result.reason, source: DETAIL_PAGE_SOURCES[index]?.api }, 'sitemap: a public list could not be read');
      }
    }
    if (complete) cached = { entries, until: Date.now() + cacheMs };
    return entries;
  }

  function currentEntries(): Promise<SitemapEntry[]> {
    if (cached && cached.until > Date.now()) return Promise.resolve(cached.entries);
    // Concurrent requests share one generation instead of each reading every list.
    inFlight ??= generate().finally(() => (inFlight = null));
    return inFlight;
  }

  app.get('/robots.txt', async (_request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${options.publicOrigin}/sitemap.xml`, ''];
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const entries = await currentEntries();
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', `public, max-age=${Math.round(cacheMs / 1000)}`)
      .send(renderSitemap(options.publicOrigin, entries));
  });
};
