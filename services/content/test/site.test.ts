import t from 'tap';
import { forEachDatabase } from '@centre/server-kit/testing';
import { DEFAULT_SITE_SETTING } from '../src/seeds/setting.ts';
import { DEMO_PARTNERS } from '../src/seeds/site.ts';
import { DEMO_TERMS } from '../src/seeds/terms.ts';
import { member, read, seededContentApp, staff, text } from './helpers.ts';

await forEachDatabase(t, 'site', async (t, database) => {
  const { app } = await seededContentApp(t, database);

  t.test('terms: list and documents by code in every language; unknown code 404', async (t) => {
    const { terms } = await read(t, app, '/api/v1/terms', 'en');
    t.same(terms.map((d: { code: string }) => d.code).sort(), ['PRIVACY_POLICY', 'TERMS_OF_USE']);
    t.notOk('content' in terms[0]);
    for (const [locale, key] of [['ko', 'ko'], ['en', 'en'], ['zh', 'cn'], ['ja', 'jp']] as const) {
      const document = (await read(t, app, '/api/v1/terms/TERMS_OF_USE', locale)).terms;
      t.equal(document.title, DEMO_TERMS[0]!.title[key], locale);
      t.ok((document.content.match(/<h3>/g) ?? []).length >= 5, 'several articles');
    }
    t.equal((await app.inject({ url: '/api/v1/terms/REFUND_POLICY' })).statusCode, 404);
    t.equal((await app.inject({ url: '/api/v1/terms/..%2F..%2Fetc' })).statusCode, 404);
  });

  t.test('terms console: a new version keeps the old ones, readers get the current one, content sanitised', async (t) => {
    const list = await app.inject({ url: '/api/console/terms?code=PRIVACY_POLICY', headers: staff });
    const [privacy] = list.json().terms;
    t.equal(privacy.current, true);
    const input = { code: 'PRIVACY_POLICY', title: privacy.title, content: text('<h3>1</h3><p style="x" onclick="y()">본문</p><script>z()</script>'), version: '1.2', effectiveAt: '2025-06-01' };
    const added = await app.inject({ method: 'POST', url: '/api/console/terms', headers: staff, payload: input });
    t.equal(added.statusCode, 201, 'a second version of a code is added, not refused');
    t.equal(added.json().terms.current, true);
    t.equal(added.json().terms.required, true, 'required unless staff say otherwise');
    const document = (await read(t, app, '/api/v1/terms/PRIVACY_POLICY')).terms;
    t.equal(document.version, '1.2');
    t.equal(document.content, '<h3>1</h3><p>본문</p>');
    const future = await app.inject({ method: 'POST', url: '/api/console/terms', headers: staff, payload: { ...input, version: '2.0', effectiveAt: '2099-01-01' } });
    t.equal(future.json().terms.current, false, 'a version not yet in effect is not current');
    const summaries = (await read(t, app, '/api/v1/terms')).terms;
    t.same(summaries.map((d: { code: string; version: string }) => `${d.code} ${d.version}`).sort(), ['PRIVACY_POLICY 1.2', 'TERMS_OF_USE 1.0']);
    const versions = (await app.inject({ url: '/api/console/terms?code=PRIVACY_POLICY&sort=effectiveAt:asc', headers: staff })).json().terms;
    t.same(versions.map((v: { version: string; current: boolean }) => [v.version, v.current]), [['1.1', false], ['1.2', true], ['2.0', false]], 'every version stays');
  });

  t.test('banners by code: partner logos and two hero slides, in order', async (t) => {
    const partners = (await read(t, app, '/api/v1/banners/PARTNER', 'en')).banners;
    t.equal(partners.length, DEMO_PARTNERS.length);
    t.same(partners.map((b: { order: number }) => b.order), DEMO_PARTNERS.map((_, i) => i));
    t.equal(partners[0].title, DEMO_PARTNERS[0]!.title.en);
    const hero = (await read(t, app, '/api/v1/banners/MAIN')).banners;
    t.equal(hero.length, 2);
    t.ok(hero.every((b: { title: string; description: string; image: string }) => b.title && b.description && b.image.startsWith('/api/v1/files/')));
    t.same((await read(t, app, '/api/v1/banners/SIDEBAR')).banners, [], 'an unused code is an empty group');
    t.equal((await app.inject({ url: '/api/v1/banners/lower-case' })).statusCode, 400);
    const consoleList = await app.inject({ url: '/api/console/banners?code=MAIN', headers: staff });
    t.equal(consoleList.json().summary.total, 2);
    const bad = { code: 'PARTNER', title: text('x'), description: text(''), alt: text('x'), image: '/api/v1/files/x.svg', link: '//evil.example', order: 1 };
    t.equal((await app.inject({ method: 'POST', url: '/api/console/banners', headers: staff, payload: bad })).statusCode, 400, 'protocol-relative links are refused');
    const created = await app.inject({ method: 'POST', url: '/api/console/banners', headers: staff, payload: { ...bad, link: 'https://partner.example' } });
    t.equal(created.statusCode, 201);
  });

  t.test('popups: only those open now', async (t) => {
    const { popups } = await read(t, app, '/api/v1/popups', 'en');
    t.equal(popups.length, 1);
    t.match(popups[0], { skin: 'basic', title: 'Apply for the shared cutting room', content: /<p>/, link: '/notice' });
    t.notOk('image' in popups[0], 'no image, no key');
    const window = { skin: 'basic', title: text('점검'), content: text('<p>x</p>'), image: null, link: null, order: 5 };
    const backwards = await app.inject({ method: 'POST', url: '/api/console/popups', headers: staff, payload: { ...window, startsAt: '2027-01-02T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' } });
    t.equal(backwards.statusCode, 400);
    const open = await app.inject({ method: 'POST', url: '/api/console/popups', headers: staff, payload: { ...window, startsAt: '2020-01-01T09:00:00+09:00', endsAt: '2098-01-01T00:00:00Z' } });
    t.equal(open.statusCode, 201);
    t.equal((await read(t, app, '/api/v1/popups')).popups.length, 2);
    t.equal((await app.inject({ url: '/api/console/popups', headers: staff })).json().summary.total, 4);
  });

  t.test('setting: defaults localised, staff replace it, readers see it at once', async (t) => {
    const { setting } = await read(t, app, '/api/v1/setting', 'en');
    t.equal(setting.cuttingRoomPhone, '0222125581');
    t.equal(setting.siteName, DEFAULT_SITE_SETTING.siteName.en);
    t.same(setting.branches.map((b: { site: string }) => b.site), ['YONGSIN', 'DAPSIMNI']);
    t.ok(setting.branches.every((b: { phone: string }) => /^020000\d{4}$/.test(b.phone)), 'branch numbers are placeholders');
    t.equal(setting.copyProtection, true);

    t.equal((await app.inject({ url: '/api/console/setting', headers: member })).statusCode, 403);
    const current = (await app.inject({ url: '/api/console/setting', headers: staff })).json().setting;
    t.equal((await app.inject({ method: 'PUT', url: '/api/console/setting', headers: staff, payload: { ...current, fax: '02-000-0000' } })).statusCode, 400, 'phones are digits');
    const saved = await app.inject({ method: 'PUT', url: '/api/console/setting', headers: staff, payload: { ...current, copyProtection: false, openingHours: text('평일 10:00~17:00') } });
    t.equal(saved.statusCode, 200);
    const after = (await read(t, app, '/api/v1/setting', 'jp')).setting;
    t.equal(after.copyProtection, false);
    t.equal(after.openingHours, '평일 10:00~17:00', 'an empty translation falls back to Korean');
  });
});
