import t from 'tap';
import { COURSE_CHOICES_PATH, type CourseChoiceList } from '@centre/contracts';
import { bearer, forEachDatabase, signAccessToken } from '@centre/server-kit/testing';
import { DEMO_EDUCATIONS } from '../src/seeds/educations.ts';
import { DEMO_EQUIPMENT, DEMO_SPACES } from '../src/seeds/facilities.ts';
import { member, read, seededContentApp, staff, text, UNKNOWN_ID } from './helpers.ts';

type Card = { _id: string; title: string; work: string | null; site: string; isMain: boolean; thumb: string | null; content?: string };

await forEachDatabase(t, 'facilities', async (t, database) => {
  const { app } = await seededContentApp(t, database);

  t.test('home lists: 8 isMain spaces and 8 isMain equipment cards, no bodies', async (t) => {
    const { spaces, summary } = await read(t, app, '/api/v1/space?limit=8&isMain=true');
    t.equal(spaces.length, 8);
    t.ok(summary.total >= 8);
    t.ok(spaces.every((s: Card) => s.isMain && s.work === null && s.thumb?.startsWith('/api/v1/files/')));
    t.notOk('content' in spaces[0], 'lists leave the body out');
    const { equipments } = await read(t, app, '/api/v1/equipment?limit=8&isMain=true');
    t.equal(equipments.length, 8);
    t.ok(equipments.every((e: Card) => e.isMain && e.work !== null));
  });

  t.test('equipment by work type and site', async (t) => {
    const studio = await read(t, app, '/api/v1/equipment?code=STUDIO&limit=100');
    t.equal(studio.summary.total, DEMO_EQUIPMENT.filter((e) => e.work === 'STUDIO').length);
    t.ok(studio.equipments.every((e: Card) => e.work === 'STUDIO'));
    const dapsimniCutting = await read(t, app, '/api/v1/equipment?code=CUTTINGROOM&location=DAPSIMNI&limit=100');
    t.equal(dapsimniCutting.summary.total, DEMO_EQUIPMENT.filter((e) => e.work === 'CUTTINGROOM' && e.site === 'DAPSIMNI').length);
    t.ok(dapsimniCutting.equipments.every((e: Card) => e.site === 'DAPSIMNI' && e.work === 'CUTTINGROOM'));
    const yongsinSpaces = await read(t, app, '/api/v1/space?location=YONGSIN&limit=100');
    t.equal(yongsinSpaces.summary.total, DEMO_SPACES.filter((s) => s.site === 'YONGSIN').length);
    const notMain = await read(t, app, '/api/v1/space?isMain=false');
    t.equal(notMain.summary.total, DEMO_SPACES.filter((s) => !s.isMain).length);
  });

  t.test('paging: summary, no repeats, main cards first', async (t) => {
    const first = await read(t, app, '/api/v1/equipment?limit=5');
    const second = await read(t, app, '/api/v1/equipment?limit=5&offset=5');
    const rest = await read(t, app, '/api/v1/equipment?limit=5&offset=10');
    t.same(first.summary, { total: DEMO_EQUIPMENT.length, limit: 5, offset: 0 });
    const all = [...first.equipments, ...second.equipments, ...rest.equipments];
    t.equal(all.length, DEMO_EQUIPMENT.length);
    t.equal(new Set(all.map((e: Card) => e._id)).size, DEMO_EQUIPMENT.length, 'no card repeats across pages');
    const flags = all.map((e: Card) => e.isMain);
    t.same(flags, [...flags].sort((a, b) => Number(b) - Number(a)), 'isMain cards come first');
  });

  t.test('keyword search in the reader\'s language', async (t) => {
    const ko = await read(t, app, `/api/v1/equipment?keyword=${encodeURIComponent('자동재단기')}`);
    t.equal(ko.summary.total, 2);
    const en = await read(t, app, '/api/v1/equipment?keyword=welting', 'en');
    t.equal(en.summary.total, 1);
    t.equal(en.equipments[0].title, 'Welting machine');
    const wildcard = await read(t, app, '/api/v1/space?keyword=%25');
    t.equal(wildcard.summary.total, 0, 'LIKE wildcards are matched literally');
  });

  t.test('each locale, and ko where a translation is empty', async (t) => {
    const titleIn = async (locale?: string) => (await read(t, app, '/api/v1/space?limit=1', locale)).spaces[0].title;
    t.equal(await titleIn(), DEMO_SPACES[0]!.title.ko);
    t.equal(await titleIn('en-US,en;q=0.9'), DEMO_SPACES[0]!.title.en);
    t.equal(await titleIn('zh-CN'), DEMO_SPACES[0]!.title.cn);
    t.equal(await titleIn('ja'), DEMO_SPACES[0]!.title.jp);
    t.equal(await titleIn('fr'), DEMO_SPACES[0]!.title.ko);
  });

  t.test('detail: content and images; bad id 400; unknown or other kind 404', async (t) => {
    const [space] = (await read(t, app, '/api/v1/space?limit=1')).spaces;
    const { space: detail } = await read(t, app, `/api/v1/space/${space._id}`, 'jp');
    t.match(detail.content, /<p>/);
    t.ok(Array.isArray(detail.images) && detail.images.length > 0);
    t.equal((await app.inject({ url: '/api/v1/space/not-an-id' })).statusCode, 400);
    t.equal((await app.inject({ url: `/api/v1/space/${UNKNOWN_ID}` })).statusCode, 404);
    t.equal((await app.inject({ url: `/api/v1/equipment/${space._id}` })).statusCode, 404, 'a space is not equipment');
  });

  t.test('bad query values are 400, never 500', async (t) => {
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'isMain=yes', 'code=KITCHEN', 'location=BUSAN', `keyword=${'x'.repeat(101)}`]) {
      const res = await app.inject({ url: `/api/v1/equipment?${query}` });
      t.equal(res.statusCode, 400, query);
      t.equal(res.json().statusCode, 400);
    }
  });

  t.test('console: guarded, every locale, create/update/delete with sanitised content', async (t) => {
    t.equal((await app.inject({ url: '/api/console/equipment' })).statusCode, 401);
    t.equal((await app.inject({ url: '/api/console/equipment', headers: member })).statusCode, 403);
    const list = await app.inject({ url: '/api/console/equipment?code=STUDIO&limit=2', headers: staff });
    t.equal(list.statusCode, 200);
    t.ok(list.json().equipments[0].title.jp, 'staff see every locale');

    const body = {
      title: text('재봉 테스트기', 'Test machine'), time: text('평일'), capacity: text(''), location: text('5층'),
      content: { ko: '<p onmouseover="x()">설명<script>alert(1)</script><iframe src="https://evil.example"></iframe></p>', en: '', cn: '', jp: '' },
      quantity: 3, thumb: null, images: [], site: 'YONGSIN', isMain: false, order: 50, work: 'STUDIO',
    };
    const created = await app.inject({ method: 'POST', url: '/api/console/equipment', headers: staff, payload: body });
    t.equal(created.statusCode, 201);
    const stored = created.json().equipment;
    t.notMatch(stored.content.ko, /script|onmouseover|iframe/);
    t.equal(stored.work, 'STUDIO');

    const publicView = await read(t, app, `/api/v1/equipment/${stored._id}`, 'en');
    t.equal(publicView.equipment.title, 'Test machine');
    t.notOk('capacity' in publicView.equipment, 'an empty area is left out');
    t.equal(publicView.equipment.quantity, 3);

    t.equal((await app.inject({ method: 'POST', url: '/api/console/equipment', headers: staff, payload: { ...body, work: undefined } })).statusCode, 400, 'equipment needs a work type');
    t.equal((await app.inject({ method: 'POST', url: '/api/console/equipment', headers: staff, payload: { ...body, thumb: 'javascript:alert(1)' } })).statusCode, 400, 'pictures are our files or https');
    t.equal((await app.inject({ method: 'PUT', url: `/api/console/space/${stored._id}`, headers: staff, payload: { ...body, work: undefined } })).statusCode, 404, 'the space routes do not reach equipment');

    const updated = await app.inject({ method: 'PUT', url: `/api/console/equipment/${stored._id}`, headers: staff, payload: { ...body, isMain: true, quantity: null } });
    t.equal(updated.statusCode, 200);
    t.equal(updated.json().equipment.isMain, true);
    t.equal(updated.json().equipment.quantity, null);

    t.equal((await app.inject({ method: 'DELETE', url: `/api/console/equipment/${stored._id}`, headers: staff })).statusCode, 204);
    t.equal((await app.inject({ url: `/api/v1/equipment/${stored._id}` })).statusCode, 404);
    t.equal((await app.inject({ method: 'DELETE', url: `/api/console/equipment/${stored._id}`, headers: staff })).statusCode, 404);
  });

  t.test('course choices: facility staff read every live course (not the programme); a prerequisite must be one of them', async (t) => {
    const facilityStaff = bearer(signAccessToken({ scope: ['member', 'console'], role: 'FACILITY_STAFF' }));
    const contentEditor = bearer(signAccessToken({ scope: ['member', 'console'], role: 'CONTENT_EDITOR' }));
    t.equal((await app.inject({ url: '/api/console/education', headers: facilityStaff })).statusCode, 403, 'the programme itself is the content editors\'');
    const answer = await app.inject({ url: COURSE_CHOICES_PATH, headers: facilityStaff });
    t.equal(answer.statusCode, 200, 'the choices are facility staff\'s to read');
    t.equal(answer.headers['cache-control'], 'no-store');
    const { courses } = answer.json<CourseChoiceList>();
    t.equal(courses.length, DEMO_EDUCATIONS.length, 'every course, whatever its status');
    t.same(Object.keys(courses[0]!).sort(), ['_id', 'periodFrom', 'periodTo', 'title'], 'id, title and period only');
    t.ok(courses[0]!.title.ko && courses[0]!.title.en, 'titles in every language');
    const starts = courses.map((course) => course.periodFrom);
    t.same(starts, [...starts].sort().reverse(), 'newest first');
    t.equal((await app.inject({ url: COURSE_CHOICES_PATH, headers: contentEditor })).statusCode, 403, 'content editors do not set equipment');
    t.equal((await app.inject({ url: COURSE_CHOICES_PATH, headers: member })).statusCode, 403);
    t.equal((await app.inject({ url: COURSE_CHOICES_PATH })).statusCode, 401);

    const body = {
      title: text('교육 필요 장비'), time: text('평일'), capacity: text(''), location: text('5층'), content: text('<p>x</p>'),
      quantity: 1, thumb: null, images: [], site: 'DAPSIMNI', isMain: false, order: 60, work: 'CUTTINGROOM',
    };
    const before = (await app.inject({ url: '/api/console/equipment?limit=1', headers: facilityStaff })).json().summary.total;
    const unknown = await app.inject({ method: 'POST', url: '/api/console/equipment', headers: facilityStaff, payload: { ...body, requiredEducationId: UNKNOWN_ID } });
    t.equal(unknown.statusCode, 400, 'a course that does not exist is refused');
    t.match(unknown.json().message, /course does not exist/);
    t.equal((await app.inject({ url: '/api/console/equipment?limit=1', headers: facilityStaff })).json().summary.total, before, 'and nothing was written');
    const created = await app.inject({ method: 'POST', url: '/api/console/equipment', headers: facilityStaff, payload: { ...body, requiredEducationId: courses[0]!._id } });
    t.equal(created.statusCode, 201, 'a live course is accepted');
    t.equal(created.json().equipment.requiredEducationId, courses[0]!._id);

    // A course moved to the trash is no longer offered, nor accepted as a new prerequisite.
    const course = await app.inject({
      method: 'POST', url: '/api/console/education', headers: staff,
      payload: { title: text('지울 과정'), summary: text('s'), schedule: text('월'), place: text('7층'), fee: text('무료'), content: text('<p>x</p>'), thumb: null, periodFrom: '2027-05-01', periodTo: '2027-06-01', capacity: 5, status: 'PLANNED', isMain: false },
    });
    const courseId = course.json().education._id as string;
    t.ok((await app.inject({ url: COURSE_CHOICES_PATH, headers: facilityStaff })).json<CourseChoiceList>().courses.some((choice) => choice._id === courseId), 'a new course is offered at once');
    t.equal((await app.inject({ method: 'DELETE', url: `/api/console/education/${courseId}`, headers: staff })).statusCode, 204);
    t.notOk((await app.inject({ url: COURSE_CHOICES_PATH, headers: facilityStaff })).json<CourseChoiceList>().courses.some((choice) => choice._id === courseId), 'a course in the trash is not');
    const stored = created.json().equipment;
    const trashed = await app.inject({ method: 'PUT', url: `/api/console/equipment/${stored._id}`, headers: facilityStaff, payload: { ...body, requiredEducationId: courseId } });
    t.equal(trashed.statusCode, 400, 'nor accepted as a prerequisite');
    t.equal((await app.inject({ method: 'DELETE', url: `/api/console/equipment/${stored._id}`, headers: facilityStaff })).statusCode, 204);
  });

  t.test('a cutting machine keeps the cutting rate staff set, and everyone reads it (issue 20 item 22)', async (t) => {
    const body = {
      title: text('재단기 속도 시험'), time: text('평일'), capacity: text(''), location: text('2층'), content: text('<p>x</p>'),
      quantity: 1, thumb: null, images: [], site: 'DAPSIMNI', isMain: false, order: 61, work: 'CUTTINGROOM',
    };
    for (const bad of [0, -5, 1.5, 600_001, 'fast']) {
      const refused = await app.inject({ method: 'POST', url: '/api/console/equipment', headers: staff, payload: { ...body, cutMsPerCmPly: bad } });
      t.equal(refused.statusCode, 400, `a rate of ${JSON.stringify(bad)} is refused`);
    }
    const created = await app.inject({ method: 'POST', url: '/api/console/equipment', headers: staff, payload: { ...body, cutMsPerCmPly: 300 } });
    t.equal(created.statusCode, 201);
    const id = created.json().equipment._id as string;
    t.equal(created.json().equipment.cutMsPerCmPly, 300, 'staff read the rate back');
    t.equal((await read(t, app, `/api/v1/equipment/${id}`)).equipment.cutMsPerCmPly, 300, 'the public card carries it (the apply form reads it)');
    const changed = await app.inject({ method: 'PUT', url: `/api/console/equipment/${id}`, headers: staff, payload: { ...body, cutMsPerCmPly: null } });
    t.equal(changed.statusCode, 200);
    t.equal(changed.json().equipment.cutMsPerCmPly, null, 'and may clear it');
    t.equal((await app.inject({ method: 'DELETE', url: `/api/console/equipment/${id}`, headers: staff })).statusCode, 204);
  });

  t.test('console creates spaces as spaces', async (t) => {
    const body = { title: text('새 공간'), time: text('평일'), capacity: text('약 30㎡'), location: text('7층'), content: text('<p>x</p>'), quantity: null, thumb: null, images: [], site: 'DAPSIMNI', isMain: false, order: 99 };
    const created = await app.inject({ method: 'POST', url: '/api/console/space', headers: staff, payload: body });
    t.equal(created.statusCode, 201);
    t.equal(created.json().space.work, null);
    t.equal((await read(t, app, `/api/v1/space/${created.json().space._id}`)).space.capacity, '약 30㎡');
    t.equal((await app.inject({ url: `/api/v1/equipment/${created.json().space._id}` })).statusCode, 404);
  });
});
