import t from 'tap';
import { startContentService } from './helpers/content-service.ts';
import { startTestGateway } from './helpers/gateway.ts';
import { PUBLIC_PAGES } from '../src/routes/public-pages.ts';

/** The configured public origin, which the Host header of these requests matches (see input-hardening for a forged one). */
const SITE = { PUBLIC_ORIGIN: 'http://centre.example' };
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

t.test('robots.txt: everything but private pages and the API, and where the sitemap is', async (t) => {
  const app = await startTestGateway(t, { env: SITE });
  const response = await app.inject({ url: '/robots.txt', headers: { host: 'centre.example' } });
  t.equal(response.statusCode, 200);
  t.match(response.headers['content-type'], /^text\/plain/);
  const lines = response.body.split('\n');
  t.ok(lines.includes('User-agent: *'));
  t.ok(lines.includes('Allow: /'));
  for (const path of ['/console', '/mypage', '/api']) t.ok(lines.includes(`Disallow: ${path}`), path);
  t.ok(lines.includes('Sitemap: http://centre.example/sitemap.xml'));
});

t.test('sitemap.xml through a real content service', async (t) => {
  const content = await startContentService(t);
  const app = await startTestGateway(t, { services: { content: content.url }, env: SITE });
  const read = async (url: string) => {
    const answer = await content.app.inject(url);
    t.equal(answer.statusCode, 200, url);
    return answer.json();
  };

  const response = await app.inject({ url: '/sitemap.xml', headers: { host: 'centre.example' } });
  t.equal(response.statusCode, 200);
  t.match(response.headers['content-type'], /^application\/xml/);
  t.match(response.headers['cache-control'], /max-age=\d+/);
  t.match(response.body, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
  const urls = locs(response.body);

  t.test('every public page, no private page, absolute URLs on the origin asked', async (t) => {
    for (const path of PUBLIC_PAGES) t.ok(urls.includes(`http://centre.example${path}`), path);
    t.notOk(urls.some((url) => /\/(console|mypage|login|join|api)(\/|$)/.test(new URL(url!).pathname)), 'no private pages');
    t.equal(new Set(urls).size, urls.length, 'no duplicates');
  });

  t.test('every notice, business announcement, space, equipment and course has its detail page', async (t) => {
    const { notifications } = await read('/api/v1/center/notifications?limit=100');
    const { businesses } = await read('/api/v1/center/businesses?limit=100');
    const { spaces } = await read('/api/v1/space?limit=100');
    const { equipments } = await read('/api/v1/equipment?limit=100');
    const { educations } = await read('/api/v1/education?limit=100');
    for (const [items, page] of [
      [notifications, '/notice'],
      [businesses, '/center-business'],
      [spaces, '/facility-space'],
      [educations, '/edu-education'],
    ] as const) {
      t.ok(items.length > 0, `${page}: the demo content has items`);
      for (const item of items) t.ok(urls.includes(`http://centre.example${page}/${item._id}`), `${page}/${item._id}`);
    }
    t.ok(equipments.length > 0);
    for (const item of equipments) {
      const page = item.work === 'STUDIO' ? '/studio-equipment' : item.work === 'CUTTINGROOM' ? '/cuttingroom-equipment' : '/facility-space';
      t.ok(urls.includes(`http://centre.example${page}/${item._id}`), `${page}/${item._id}`);
    }
    t.match(response.body, /<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/, 'detail pages carry the date they last changed');
  });

  t.test('the generated list is reused for a few minutes', async (t) => {
    await content.app.close();
    const again = await app.inject({ url: '/sitemap.xml', headers: { host: 'centre.example' } });
    t.equal(again.statusCode, 200);
    t.equal(again.body, response.body, 'the same detail pages with the content service gone: from the cache');
  });
});

t.test('sitemap.xml while the content service is down: the public pages, still 200', async (t) => {
  const app = await startTestGateway(t, { env: SITE });
  const response = await app.inject({ url: '/sitemap.xml', headers: { host: 'centre.example' } });
  t.equal(response.statusCode, 200);
  t.same(locs(response.body), PUBLIC_PAGES.map((path) => `http://centre.example${path}`));
});
