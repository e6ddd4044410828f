import t from 'tap';
import { ConsoleBannerInput, ConsoleNotificationInput, ConsoleNotificationListQuery } from '@centre/contracts';
import { listAnswer, strictSchema } from '../src/index.ts';

// The strict check every console body passes, and the one list answer every list endpoint gives.

const text = (ko: string) => ({ ko, en: '', cn: '', jp: '' });
const notice = { subject: text('공지'), summary: text('요약'), content: text('<p>본문</p>'), isMain: false };

t.test('strictSchema: limits, unknown fields and required Korean, each named by its field', async (t) => {
  const input = strictSchema(ConsoleNotificationInput);
  t.ok(input.accepts(notice));
  t.ok(input.accepts({ ...notice, status: 'DRAFT', publishAt: '2026-11-25T09:00:00+09:00', unpublishAt: null }));
  const long = { ...notice, subject: text('a'.repeat(100_000)) };
  t.notOk(input.accepts(long));
  t.equal(input.problem(long, 'body'), 'body/subject/ko must not have more than 200 characters');
  const unknown = { ...notice, author: 'x' };
  t.notOk(input.accepts(unknown), 'unknown fields are refused, not dropped');
  t.equal(input.problem(unknown, 'body'), 'body/author is not a known field');
  t.notOk(input.accepts({ ...notice, subject: { ...text('a'), fr: 'x' } }), 'an unknown locale is refused');
  t.notOk(input.accepts({ ...notice, subject: text('') }), 'Korean is required');
  t.notOk(input.accepts({ ...notice, publishAt: '2026-11-25T09:00:00' }), 'a publishing time needs its offset');
  t.notOk(input.accepts({ ...notice, isMain: 'true' }), 'nothing is coerced in a body');
});

t.test('strictSchema: links a browser would read as another site are refused', async (t) => {
  const banner = strictSchema(ConsoleBannerInput);
  const valid = { code: 'MAIN', title: text('t'), description: text(''), alt: text('a'), image: '/api/v1/files/0123456789abcdef0123456789abcdef.png', link: '/notice', order: 0 };
  t.ok(banner.accepts(valid));
  for (const link of ['/\\evil.example', '/\t/evil.example', '//evil.example', 'javascript:alert(1)']) t.notOk(banner.accepts({ ...valid, link }), JSON.stringify(link));
});

t.test('strictSchema: sort keys are whitelisted per resource', async (t) => {
  const query = strictSchema(ConsoleNotificationListQuery);
  t.ok(query.accepts({ sort: 'createdAt:desc' }));
  t.ok(query.accepts({ sort: 'subject:asc', keyword: '추석', visibility: 'SCHEDULED' }));
  t.notOk(query.accepts({ sort: 'password:asc' }));
  t.notOk(query.accepts({ sort: 'createdAt' }));
});

t.test('listAnswer: the page from the query, the items under their key, the summary', async (t) => {
  const pages: Array<{ limit: number; offset: number }> = [];
  const answer = await listAnswer('notifications', { limit: 2, offset: 4 }, async (page) => {
    pages.push(page);
    return { items: ['a', 'b'], total: 7 };
  });
  t.same(pages, [{ limit: 2, offset: 4 }]);
  t.same(answer, { notifications: ['a', 'b'], summary: { total: 7, limit: 2, offset: 4 } });
  const defaults = await listAnswer('faqs', {}, async () => ({ items: [], total: 0 }));
  t.same(defaults, { faqs: [], summary: { total: 0, limit: 10, offset: 0 } });
});
