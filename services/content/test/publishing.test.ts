import t from 'tap';
import { controllableClock } from '@centre/server-kit';
import { forEachDatabase } from '@centre/server-kit/testing';
import { member, seededContentApp, staff, text } from './helpers.ts';

// Drafts, scheduled publishing and the trash, with a clock the test moves: nobody clicks.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const NOTICES = '/api/console/center/notifications';
const notice = (subject: string, extra: Record<string, unknown> = {}) => ({ subject: text(subject), summary: text('요약'), content: text('<p>본문</p>'), isMain: false, ...extra });

await forEachDatabase(t, 'publishing', async (t, database) => {
  const clock = controllableClock('2026-11-24T03:00:00.000Z'); // 12:00 in Seoul
  const { app } = await seededContentApp(t, database, clock);
  const publicList = () => app.inject({ url: '/api/v1/center/notifications?limit=100' });
  const publicSubjects = async () => (await publicList()).json().notifications.map((n: { subject: string }) => n.subject);
  const create = async (body: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: NOTICES, headers: staff, payload: body });
    t.equal(res.statusCode, 201, res.body);
    return res.json().notification;
  };

  t.test('a draft is never public, in the list, the detail or as a neighbour', async (t) => {
    const draft = await create(notice('초안 공지', { status: 'DRAFT' }));
    t.equal(draft.visibility, 'DRAFT');
    t.notOk((await publicSubjects()).includes('초안 공지'));
    t.equal((await app.inject({ url: `/api/v1/center/notifications/${draft._id}` })).statusCode, 404);
    const [newest] = (await publicList()).json().notifications.sort((a: { createdAt: string }, b: { createdAt: string }) => b.createdAt.localeCompare(a.createdAt));
    const detail = (await app.inject({ url: `/api/v1/center/notifications/${newest._id}` })).json();
    t.equal(detail.next, null, 'the draft is not the next notice');
    const drafts = (await app.inject({ url: `${NOTICES}?visibility=DRAFT`, headers: staff })).json();
    t.same(drafts.notifications.map((n: { _id: string }) => n._id), [draft._id], 'staff find drafts');
    const published = await app.inject({ method: 'PUT', url: `${NOTICES}/${draft._id}`, headers: staff, payload: notice('초안 공지', { status: 'PUBLISHED' }) });
    t.equal(published.json().notification.visibility, 'PUBLIC');
    t.ok((await publicSubjects()).includes('초안 공지'), 'published: readers see it');
  });

  t.test('scheduled publishing: Seoul time in, UTC stored, public when the clock gets there, gone after', async (t) => {
    const scheduled = await create(notice('내일 아침 공지', { publishAt: '2026-11-25T09:00:00+09:00', unpublishAt: '2026-11-26T09:00:00+09:00' }));
    t.equal(scheduled.publishAt, '2026-11-25T00:00:00.000Z', 'stored in UTC');
    t.equal(scheduled.unpublishAt, '2026-11-26T00:00:00.000Z');
    t.equal(scheduled.visibility, 'SCHEDULED');
    const before = await publicList();
    t.notOk(before.json().notifications.some((n: { subject: string }) => n.subject === '내일 아침 공지'));
    t.equal((await app.inject({ url: `/api/v1/center/notifications/${scheduled._id}` })).statusCode, 404);
    t.equal((await app.inject({ url: `${NOTICES}?visibility=SCHEDULED`, headers: staff })).json().summary.total, 1);

    clock.set('2026-11-24T23:59:59.000Z');
    t.notOk((await publicSubjects()).includes('내일 아침 공지'), 'one second early: still hidden');
    clock.set('2026-11-25T00:00:00.000Z');
    const after = await publicList();
    t.ok(after.json().notifications.some((n: { subject: string }) => n.subject === '내일 아침 공지'), '09:00 Seoul: public');
    t.not(after.headers.etag, before.headers.etag, 'the public answer (and its ETag) follows');
    t.equal((await app.inject({ url: `/api/v1/center/notifications/${scheduled._id}` })).statusCode, 200);
    t.equal((await app.inject({ url: `${NOTICES}/${scheduled._id}`, headers: staff })).json().notification.visibility, 'PUBLIC');

    clock.set('2026-11-26T00:00:00.000Z');
    t.notOk((await publicSubjects()).includes('내일 아침 공지'), 'unpublished at its time');
    t.equal((await app.inject({ url: `${NOTICES}/${scheduled._id}`, headers: staff })).json().notification.visibility, 'ENDED');
    t.equal((await app.inject({ url: `${NOTICES}?visibility=ENDED`, headers: staff })).json().summary.total, 1);
    clock.set('2026-11-24T03:00:00.000Z');
  });

  t.test('publishing times: an offset is required, the end comes after the start', async (t) => {
    const noOffset = await app.inject({ method: 'POST', url: NOTICES, headers: staff, payload: notice('x', { publishAt: '2026-11-25T09:00:00' }) });
    t.equal(noOffset.statusCode, 400);
    t.match(noOffset.json().message, /body\/publishAt/);
    const backwards = await app.inject({ method: 'POST', url: NOTICES, headers: staff, payload: notice('x', { publishAt: '2026-11-25T09:00:00+09:00', unpublishAt: '2026-11-25T08:00:00+09:00' }) });
    t.equal(backwards.statusCode, 400);
    t.match(backwards.json().message, /after its start/);
    t.equal((await app.inject({ method: 'POST', url: NOTICES, headers: staff, payload: notice('x', { status: 'HIDDEN' }) })).statusCode, 400);
  });

  t.test('banners and popups follow their period and status', async (t) => {
    const banner = {
      code: 'MAIN', title: text('예약 배너'), description: text(''), alt: text('배너'), image: '/api/v1/files/0123456789abcdef0123456789abcdef.png', link: null, order: 0,
      publishAt: '2026-12-01T00:00:00+09:00',
    };
    const created = await app.inject({ method: 'POST', url: '/api/console/banners', headers: staff, payload: banner });
    t.equal(created.statusCode, 201);
    const titles = async () => (await app.inject({ url: '/api/v1/banners/MAIN' })).json().banners.map((b: { title: string }) => b.title);
    t.notOk((await titles()).includes('예약 배너'));
    clock.set('2026-11-30T15:00:00.000Z');
    t.ok((await titles()).includes('예약 배너'), 'public at midnight in Seoul');
    await app.inject({ method: 'PUT', url: `/api/console/banners/${created.json().banner._id}`, headers: staff, payload: { ...banner, status: 'DRAFT' } });
    t.notOk((await titles()).includes('예약 배너'), 'back to draft: hidden');

    const popup = {
      skin: 'basic', title: text('예약 팝업'), content: text('<p>x</p>'), image: null, link: null,
      startsAt: '2026-12-01T09:00:00+09:00', endsAt: '2026-12-02T09:00:00+09:00', order: 0, status: 'DRAFT',
    };
    const draftPopup = await app.inject({ method: 'POST', url: '/api/console/popups', headers: staff, payload: popup });
    t.equal(draftPopup.json().popup.visibility, 'DRAFT');
    const showing = async () => (await app.inject({ url: '/api/v1/popups' })).json().popups.map((p: { title: string }) => p.title);
    clock.set('2026-12-01T01:00:00.000Z');
    t.notOk((await showing()).includes('예약 팝업'), 'a draft popup never shows, even in its window');
    await app.inject({ method: 'PUT', url: `/api/console/popups/${draftPopup.json().popup._id}`, headers: staff, payload: { ...popup, status: 'PUBLISHED' } });
    t.ok((await showing()).includes('예약 팝업'));
    clock.set('2026-12-02T00:00:00.000Z');
    t.notOk((await showing()).includes('예약 팝업'), 'ended');
    clock.set('2026-11-24T03:00:00.000Z');
  });

  t.test('banner and popup links: only safe ones', async (t) => {
    const banner = { code: 'MAIN', title: text('링크 배너'), description: text(''), alt: text('배너'), image: '/api/v1/files/0123456789abcdef0123456789abcdef.png', order: 0 };
    for (const link of ['/\\evil.example', '/\t/evil.example', '//evil.example', 'javascript:alert(1)', 'http://evil.example', 'https://evil.example/\\x', ' /notice']) {
      const res = await app.inject({ method: 'POST', url: '/api/console/banners', headers: staff, payload: { ...banner, link } });
      t.equal(res.statusCode, 400, `banner link ${JSON.stringify(link)} refused`);
      const popup = await app.inject({
        method: 'POST', url: '/api/console/popups', headers: staff,
        payload: { skin: 'basic', title: text('p'), content: text('<p>x</p>'), image: null, link, startsAt: '2026-12-01T09:00:00+09:00', endsAt: '2026-12-02T09:00:00+09:00', order: 0 },
      });
      t.equal(popup.statusCode, 400, `popup link ${JSON.stringify(link)} refused`);
    }
    for (const link of ['/notice/1', 'https://www.seoul.go.kr/']) {
      const res = await app.inject({ method: 'POST', url: '/api/console/banners', headers: staff, payload: { ...banner, link } });
      t.equal(res.statusCode, 201, `banner link ${link} accepted`);
    }
    const image = await app.inject({ method: 'POST', url: '/api/console/banners', headers: staff, payload: { ...banner, link: null, image: '/api/v1/files/../../etc/passwd' } });
    t.equal(image.statusCode, 400, 'image addresses are stored names or https');
  });

  t.test('trash: never public, restorable for 30 days, then purged', async (t) => {
    const doomed = await create(notice('지울 공지'));
    t.ok((await publicSubjects()).includes('지울 공지'));
    t.equal((await app.inject({ method: 'DELETE', url: `${NOTICES}/${doomed._id}`, headers: staff })).statusCode, 204);
    t.notOk((await publicSubjects()).includes('지울 공지'), 'deleted: not public');
    t.equal((await app.inject({ url: `/api/v1/center/notifications/${doomed._id}` })).statusCode, 404);
    t.equal((await app.inject({ method: 'PUT', url: `${NOTICES}/${doomed._id}`, headers: staff, payload: notice('되살리기') })).statusCode, 404, 'a trashed notice is not edited');

    clock.advance(29 * DAY);
    const trash = (await app.inject({ url: `${NOTICES}/trash`, headers: staff })).json();
    t.ok(trash.trash.some((item: { _id: string }) => item._id === doomed._id), 'still in the trash after 29 days');
    t.equal((await app.inject({ method: 'POST', url: `${NOTICES}/trash/${doomed._id}/restore`, headers: staff })).statusCode, 200);
    t.ok((await publicSubjects()).includes('지울 공지'), 'restored: public again');

    t.equal((await app.inject({ method: 'DELETE', url: `${NOTICES}/${doomed._id}`, headers: staff })).statusCode, 204);
    clock.advance(30 * DAY + HOUR);
    t.notOk((await app.inject({ url: `${NOTICES}/trash`, headers: staff })).json().trash.some((item: { _id: string }) => item._id === doomed._id), 'purged after 30 days');
    t.equal((await app.inject({ method: 'POST', url: `${NOTICES}/trash/${doomed._id}/restore`, headers: staff })).statusCode, 404);
    t.equal((await app.inject({ method: 'POST', url: `${NOTICES}/trash/${doomed._id}/restore`, headers: member })).statusCode, 403);
    clock.set('2026-11-24T03:00:00.000Z');
  });
});
