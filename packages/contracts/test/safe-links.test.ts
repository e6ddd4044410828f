// Stored links and returnTo paths: what a browser would read as another site is refused.
import t from 'tap';
import { SAFE_LINK_PATTERN, isSafeLocalPath } from '@centre/contracts';

const safeLink = new RegExp(SAFE_LINK_PATTERN);

t.test('site paths and https addresses are links', async (t) => {
  for (const link of ['/notice/0190a5a0', '/edu-gallery?page=2#top', 'https://partner.example/about']) t.ok(safeLink.test(link), link);
});

t.test('what a browser reads as another site, or as script, is not', async (t) => {
  for (const link of ['//evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', '/ /evil.example', 'http://plain.example', 'javascript:alert(1)', 'https://a.example\\@evil', '']) {
    t.notOk(safeLink.test(link), JSON.stringify(link));
  }
});

t.test('returnTo accepts only paths of this site', async (t) => {
  t.ok(isSafeLocalPath('/mypage/myinfo'));
  for (const value of ['https://partner.example/', '//evil.example', '/\\evil.example', null, undefined, `/${'a'.repeat(600)}`]) t.notOk(isSafeLocalPath(value), String(value).slice(0, 40));
});
