import t from 'tap';
import { CONTENT_RESOURCES, type ContentResourceName } from '@centre/contracts';
import { controllableClock } from '@centre/server-kit';
import { forEachDatabase } from '@centre/server-kit/testing';
import { member, seededContentApp, staff, text, UNKNOWN_ID } from './helpers.ts';

// Every console resource through the generic routes: create, read, replace, list, delete to the
// trash, restore, purge; refusals (401, 403, 400 on limits and unknown fields, 404).

const IMAGE = '/api/v1/files/0123456789abcdef0123456789abcdef.png';
const facility = {
  title: text('재단실'), time: text('평일'), capacity: text(''), location: text('4층'), content: text('<p>설명</p>'),
  quantity: null, thumb: IMAGE, images: [IMAGE], site: 'YONGSIN', isMain: false, order: 1,
};

/** A valid body for each resource; its title field is what the tests change and search. */
const VALID: Record<ContentResourceName, Record<string, unknown>> = {
  notifications: { subject: text('테스트 공지'), summary: text('요약'), content: text('<p>본문</p>'), isMain: false },
  businesses: { subject: text('테스트 사업'), summary: text('요약'), content: text('<p>본문</p>'), isMain: false },
  faqs: { question: text('테스트 질문'), answer: text('<p>답</p>'), category: 'MEMBERSHIP', order: 1 },
  spaces: facility,
  equipment: { ...facility, work: 'CUTTINGROOM' },
  educations: {
    title: text('테스트 과정'), summary: text('요약'), schedule: text('월'), place: text('7층'), fee: text('무료'), content: text('<p>x</p>'),
    thumb: null, periodFrom: '2027-05-01', periodTo: '2027-06-01', capacity: 10, status: 'PLANNED', isMain: false,
  },
  gallery: { title: text('테스트 사진'), alt: text('설명'), image: IMAGE, thumb: IMAGE, takenAt: '2026-01-01', isMain: false },
  banners: { code: 'MAIN', title: text('테스트 배너'), description: text(''), alt: text('설명'), image: IMAGE, link: '/notice', order: 9 },
  popups: {
    skin: 'basic', title: text('테스트 팝업'), content: text('<p>x</p>'), image: null, link: null,
    startsAt: '2026-01-01T00:00:00+09:00', endsAt: '2027-01-01T00:00:00+09:00', order: 1,
  },
  terms: { code: 'TERMS_OF_USE', title: text('테스트 약관'), content: text('<p>x</p>'), version: '9.9', effectiveAt: '2026-01-01' },
  forms: {
    title: text('테스트 서식'), description: text('<p>신청서</p>'), thumb: null, order: 1,
    files: [{ name: '신청서.pdf', url: '/api/v1/files/0123456789abcdef0123456789abcdef.pdf', contentType: 'application/pdf', size: 1234 }],
  },
  boards: { subject: text('테스트 게시글'), summary: text('요약'), content: text('<p>본문</p>'), thumb: IMAGE, isMain: false },
};

await forEachDatabase(t, 'console_resources', async (t, database) => {
  const clock = controllableClock('2026-11-24T03:00:00.000Z');
  const { app } = await seededContentApp(t, database, clock);

  for (const [name, description] of Object.entries(CONTENT_RESOURCES)) {
    const { keys, paths, titleField } = description;
    const body = VALID[name as ContentResourceName];

    t.test(`${name}: create, read, replace, list, delete`, async (t) => {
      const created = await app.inject({ method: 'POST', url: paths.console, headers: staff, payload: body });
      t.equal(created.statusCode, 201, created.body);
      const id = created.json()[keys.item]._id;
      const read = await app.inject({ url: `${paths.console}/${id}`, headers: staff });
      t.equal(read.statusCode, 200);
      t.equal(read.json()[keys.item][titleField].ko, (body[titleField] as { ko: string }).ko);
      t.equal(read.headers['cache-control'], 'no-store', 'console answers are never cached');

      const replaced = await app.inject({ method: 'PUT', url: `${paths.console}/${id}`, headers: staff, payload: { ...body, [titleField]: text('바뀐 제목') } });
      t.equal(replaced.statusCode, 200);
      t.equal(replaced.json()[keys.item][titleField].ko, '바뀐 제목');
      const found = await app.inject({ url: `${paths.console}?keyword=${encodeURIComponent('바뀐 제목')}&limit=100`, headers: staff });
      t.equal(found.statusCode, 200);
      t.ok(found.json()[keys.list].some((item: { _id: string }) => item._id === id), 'the keyword finds it');

      t.equal((await app.inject({ method: 'DELETE', url: `${paths.console}/${id}`, headers: staff })).statusCode, 204);
      t.equal((await app.inject({ url: `${paths.console}/${id}`, headers: staff })).statusCode, 404, 'deleted: gone from the console list');
      t.equal((await app.inject({ method: 'DELETE', url: `${paths.console}/${id}`, headers: staff })).statusCode, 404);
      t.equal((await app.inject({ method: 'PUT', url: `${paths.console}/${UNKNOWN_ID}`, headers: staff, payload: body })).statusCode, 404);

      if (!description.trash) {
        t.equal((await app.inject({ url: `${paths.console}/trash`, headers: staff })).statusCode, 400, 'no trash: "trash" is not an id');
        return;
      }
      const trash = (await app.inject({ url: `${paths.console}/trash`, headers: staff })).json();
      const entry = trash.trash.find((item: { _id: string }) => item._id === id);
      t.match(entry, { title: '바뀐 제목', deletedAt: '2026-11-24T03:00:00.000Z', purgesAt: '2026-12-24T03:00:00.000Z' });
      const restored = await app.inject({ method: 'POST', url: `${paths.console}/trash/${id}/restore`, headers: staff });
      t.equal(restored.statusCode, 200);
      t.equal(restored.json()[keys.item]._id, id);
      t.equal((await app.inject({ url: `${paths.console}/${id}`, headers: staff })).statusCode, 200, 'restored');
      t.equal((await app.inject({ method: 'POST', url: `${paths.console}/trash/${id}/restore`, headers: staff })).statusCode, 404, 'not in the trash any more');
      await app.inject({ method: 'DELETE', url: `${paths.console}/${id}`, headers: staff });
      t.equal((await app.inject({ method: 'DELETE', url: `${paths.console}/trash/${id}`, headers: staff })).statusCode, 204, 'purged');
      t.equal((await app.inject({ method: 'POST', url: `${paths.console}/trash/${id}/restore`, headers: staff })).statusCode, 404, 'a purged item cannot come back');
    });

    t.test(`${name}: refusals`, async (t) => {
      t.equal((await app.inject({ url: paths.console })).statusCode, 401);
      t.equal((await app.inject({ method: 'POST', url: paths.console, payload: body })).statusCode, 401);
      t.equal((await app.inject({ url: paths.console, headers: member })).statusCode, 403);
      t.equal((await app.inject({ method: 'POST', url: paths.console, headers: member, payload: body })).statusCode, 403);
      if (description.trash) t.equal((await app.inject({ url: `${paths.console}/trash`, headers: member })).statusCode, 403);

      const before = (await app.inject({ url: `${paths.console}?limit=1`, headers: staff })).json().summary.total;
      const unknown = await app.inject({ method: 'POST', url: paths.console, headers: staff, payload: { ...body, secret: 'x' } });
      t.equal(unknown.statusCode, 400, 'an unknown field is refused');
      t.match(unknown.json().message, /body\/secret is not a known field/);
      const nestedUnknown = await app.inject({ method: 'POST', url: paths.console, headers: staff, payload: { ...body, [titleField]: { ...text('제목'), fr: 'x' } } });
      t.equal(nestedUnknown.statusCode, 400, 'an unknown locale is refused');
      const long = await app.inject({ method: 'POST', url: paths.console, headers: staff, payload: { ...body, [titleField]: text('가'.repeat(100_000)) } });
      t.equal(long.statusCode, 400, 'a 100,000-character title is refused');
      t.match(long.json().message, new RegExp(`body/${titleField}/ko must not have more than \\d+ characters`));
      const noKorean = await app.inject({ method: 'POST', url: paths.console, headers: staff, payload: { ...body, [titleField]: text('', 'English only') } });
      t.equal(noKorean.statusCode, 400, 'Korean is required');
      t.equal((await app.inject({ url: `${paths.console}?limit=1`, headers: staff })).json().summary.total, before, 'nothing was written');
      t.equal((await app.inject({ url: `${paths.console}?sort=password:asc`, headers: staff })).statusCode, 400, 'only whitelisted sort keys');
      t.equal((await app.inject({ url: `${paths.console}?sort=${description.sort.default}`, headers: staff })).statusCode, 200);
    });
  }

  t.test('notices: a 100,000-character subject is a 400 naming the field', async (t) => {
    const res = await app.inject({ method: 'POST', url: '/api/console/center/notifications', headers: staff, payload: { ...VALID.notifications, subject: text('a'.repeat(100_000)) } });
    t.equal(res.statusCode, 400);
    t.same(res.json(), { statusCode: 400, error: 'Bad Request', code: 'VALIDATION', message: 'body/subject/ko must not have more than 200 characters' });
    const content = await app.inject({ method: 'POST', url: '/api/console/center/notifications', headers: staff, payload: { ...VALID.notifications, content: text('a'.repeat(50_001)) } });
    t.equal(content.statusCode, 400);
    const longest = await app.inject({ method: 'POST', url: '/api/console/center/notifications', headers: staff, payload: { ...VALID.notifications, subject: text('가'.repeat(200)), content: text(`<p>${'가'.repeat(49_990)}</p>`) } });
    t.equal(longest.statusCode, 201, 'the limits themselves fit the columns');
    await app.inject({ method: 'DELETE', url: `/api/console/center/notifications/${longest.json().notification._id}`, headers: staff });
  });

  t.test('downloadable forms: readers list them with their files; a form needs a file', async (t) => {
    const created = await app.inject({ method: 'POST', url: '/api/console/forms', headers: staff, payload: VALID.forms });
    t.equal(created.statusCode, 201);
    const id = created.json().form._id;
    const list = (await app.inject({ url: '/api/v1/forms', headers: { 'accept-language': 'en' } })).json();
    t.match(list.forms.find((f: { _id: string }) => f._id === id), { title: '테스트 서식', files: [{ name: '신청서.pdf', contentType: 'application/pdf' }] });
    const detail = (await app.inject({ url: `/api/v1/forms/${id}` })).json();
    t.equal(detail.form.description, '<p>신청서</p>');
    t.equal((await app.inject({ method: 'POST', url: '/api/console/forms', headers: staff, payload: { ...VALID.forms, files: [] } })).statusCode, 400);
    const script = { ...VALID.forms, files: [{ name: 'x', url: 'javascript:alert(1)', contentType: 'application/pdf', size: 1 }] };
    t.equal((await app.inject({ method: 'POST', url: '/api/console/forms', headers: staff, payload: script })).statusCode, 400);
    await app.inject({ method: 'DELETE', url: `/api/console/forms/${id}`, headers: staff });
    t.equal((await app.inject({ url: `/api/v1/forms/${id}` })).statusCode, 404, 'in the trash: not public');
  });

  t.test('console sort and keyword', async (t) => {
    const url = (query: string) => `/api/console/center/notifications?limit=100&${query}`;
    const subjects = (await app.inject({ url: url('sort=subject:asc'), headers: staff })).json().notifications.map((n: { subject: { ko: string } }) => n.subject.ko);
    t.ok(subjects.length > 5);
    t.same(subjects, [...subjects].sort(), 'by subject');
    const newest = (await app.inject({ url: url('sort=createdAt:desc'), headers: staff })).json().notifications.map((n: { createdAt: string }) => n.createdAt);
    t.same(newest, [...newest].sort().reverse(), 'newest first');
    const oldest = (await app.inject({ url: url('sort=createdAt:asc'), headers: staff })).json().notifications.map((n: { createdAt: string }) => n.createdAt);
    t.same(oldest, [...newest].reverse(), 'oldest first');
    t.equal((await app.inject({ url: url('sort=createdAt'), headers: staff })).statusCode, 400, 'a direction is required');
    const keyword = (await app.inject({ url: url(`keyword=${encodeURIComponent('추석')}`), headers: staff })).json();
    t.equal(keyword.summary.total, 1);
    t.notOk('content' in keyword.notifications[0], 'console lists leave the body out');
  });
});
