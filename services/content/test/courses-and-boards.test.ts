import t from 'tap';
import { forEachDatabase } from '@centre/server-kit/testing';
import { DEMO_BUSINESSES } from '../src/seeds/businesses.ts';
import { DEMO_EDUCATIONS } from '../src/seeds/educations.ts';
import { DEMO_FAQS } from '../src/seeds/faqs.ts';
import { DEMO_GALLERY } from '../src/seeds/gallery.ts';
import { member, read, seededContentApp, staff, text, UNKNOWN_ID } from './helpers.ts';

await forEachDatabase(t, 'courses', async (t, database) => {
  const { app } = await seededContentApp(t, database);

  t.test('education: list by status, detail, 400/404, locales', async (t) => {
    const all = await read(t, app, '/api/v1/education?limit=100');
    t.equal(all.summary.total, DEMO_EDUCATIONS.length);
    const dates = all.educations.map((e: { periodFrom: string }) => e.periodFrom);
    t.same(dates, [...dates].sort().reverse(), 'newest course first');
    const open = await read(t, app, '/api/v1/education?status=IN_PROGRESS');
    t.equal(open.summary.total, DEMO_EDUCATIONS.filter((e) => e.status === 'IN_PROGRESS').length);
    const cad = await read(t, app, '/api/v1/education?keyword=CAD', 'en');
    t.ok(cad.educations.some((e: { title: string }) => e.title === 'Practical pattern CAD'));
    const { education } = await read(t, app, `/api/v1/education/${all.educations[0]._id}`, 'cn');
    t.match(education, { title: String, schedule: String, place: String, fee: String, capacity: Number, content: /<p>/ });
    t.equal((await app.inject({ url: '/api/v1/education?status=OPEN' })).statusCode, 400);
    t.equal((await app.inject({ url: '/api/v1/education/123' })).statusCode, 400);
    t.equal((await app.inject({ url: `/api/v1/education/${UNKNOWN_ID}` })).statusCode, 404);
  });

  t.test('education console: a course cannot end before it starts', async (t) => {
    const body = {
      title: text('새 과정'), summary: text('요약'), schedule: text('월'), place: text('7층'), fee: text('무료'), content: text('<p>x</p>'),
      thumb: null, periodFrom: '2027-05-01', periodTo: '2027-04-01', capacity: 10, status: 'PLANNED', isMain: false,
    };
    const backwards = await app.inject({ method: 'POST', url: '/api/console/education', headers: staff, payload: body });
    t.equal(backwards.statusCode, 400);
    t.match(backwards.json().message, /end before/);
    const created = await app.inject({ method: 'POST', url: '/api/console/education', headers: staff, payload: { ...body, periodTo: '2027-06-01' } });
    t.equal(created.statusCode, 201);
    t.equal((await app.inject({ method: 'POST', url: '/api/console/education', headers: staff, payload: { ...body, periodFrom: '2027-13-45' } })).statusCode, 400);
    t.equal((await app.inject({ method: 'DELETE', url: `/api/console/education/${created.json().education._id}`, headers: staff })).statusCode, 204);
  });

  t.test('gallery: two isMain pictures for home, newest first, paged', async (t) => {
    const home = await read(t, app, '/api/v1/gallery?limit=2&isMain=true');
    t.equal(home.galleries.length, 2);
    t.ok(home.galleries.every((g: { isMain: boolean; image: string; thumb: string; alt: string }) => g.isMain && g.image && g.thumb && g.alt));
    const page = await read(t, app, '/api/v1/gallery?limit=4&offset=8');
    t.same(page.summary, { total: DEMO_GALLERY.length, limit: 4, offset: 8 });
    t.equal(page.galleries.length, DEMO_GALLERY.length - 8);
    t.equal((await app.inject({ url: '/api/v1/gallery/anything' })).statusCode, 404, 'no gallery detail route');
    const consoleList = await app.inject({ url: '/api/console/gallery', headers: staff });
    t.equal(consoleList.json().galleries[0].title.en.length > 0, true);
  });

  t.test('business announcements behave like notices', async (t) => {
    const pinned = DEMO_BUSINESSES.filter((b) => b.isMain);
    const main = await read(t, app, '/api/v1/center/businesses?isMain=true', 'en');
    t.same(main.businesses.map((b: { subject: string }) => b.subject), pinned.map((b) => b.subject.en));
    const all = await read(t, app, '/api/v1/center/businesses?limit=100');
    t.same(all.businesses.slice(0, pinned.length).map((b: { isMain: boolean }) => b.isMain), pinned.map(() => true), 'pinned first');
    const unpinned = all.businesses.filter((b: { isMain: boolean }) => !b.isMain);
    const detail = await read(t, app, `/api/v1/center/businesses/${unpinned[1]._id}`);
    t.equal(detail.business._id, unpinned[1]._id);
    t.equal(detail.next._id, unpinned[0]._id, 'next is newer');
    t.equal(detail.previous._id, unpinned[2]._id, 'previous is older');
    const keyword = await read(t, app, `/api/v1/center/businesses?keyword=${encodeURIComponent('채용박람회')}`);
    t.equal(keyword.summary.total, 1);
    t.equal((await app.inject({ url: `/api/v1/center/businesses/${UNKNOWN_ID}` })).statusCode, 404);
    t.equal((await app.inject({ url: '/api/console/center/businesses', headers: member })).statusCode, 403);
    const created = await app.inject({
      method: 'POST', url: '/api/console/center/businesses', headers: staff,
      payload: { subject: text('새 사업'), summary: text('요약'), content: text('<p>본문<img src="x" onerror="alert(1)"></p>'), isMain: false },
    });
    t.equal(created.statusCode, 201);
    t.notMatch(created.json().business.content.ko, /onerror/);
  });

  t.test('FAQs: ordered, by category, keyword; answers sanitised on write', async (t) => {
    const all = await read(t, app, '/api/v1/center/faqs?limit=100', 'jp');
    t.equal(all.summary.total, DEMO_FAQS.length);
    t.same(all.faqs.map((f: { order: number }) => f.order), [...DEMO_FAQS].map((f) => f.order).sort((a, b) => a - b));
    t.equal(all.faqs[0].question, DEMO_FAQS.find((f) => f.order === 1)!.question.jp);
    const studio = await read(t, app, '/api/v1/center/faqs?category=STUDIO');
    t.equal(studio.summary.total, DEMO_FAQS.filter((f) => f.category === 'STUDIO').length);
    t.equal((await app.inject({ url: '/api/v1/center/faqs?category=PRICING' })).statusCode, 400);
    const fee = await read(t, app, `/api/v1/center/faqs?keyword=${encodeURIComponent('이용료')}`);
    t.equal(fee.summary.total, 1);
    const created = await app.inject({
      method: 'POST', url: '/api/console/center/faqs', headers: staff,
      payload: { question: text('질문?'), answer: text('<p><a href="javascript:alert(1)">링크</a></p>'), category: 'MEMBERSHIP', order: 0 },
    });
    t.equal(created.statusCode, 201);
    t.notMatch(created.json().faq.answer.ko, /javascript:/);
    t.equal((await read(t, app, '/api/v1/center/faqs?limit=1')).faqs[0].question, '질문?', 'order 0 comes first');
    const id = created.json().faq._id;
    const updated = await app.inject({ method: 'PUT', url: `/api/console/center/faqs/${id}`, headers: staff, payload: { ...created.json().faq, _id: undefined, createdAt: undefined, updatedAt: undefined, order: 999 } });
    t.equal(updated.statusCode, 200);
    t.equal(updated.json().faq.order, 999);
    t.equal((await app.inject({ method: 'DELETE', url: `/api/console/center/faqs/${id}`, headers: staff })).statusCode, 204);
  });
});
