import t from 'tap';
import { acceptableReturnPath, createReturnPathMemory, RETURN_PATH_KEY } from '../src/guard/return-path.ts';
import { canGoBackWithinSite } from '../src/runtime/navigation.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

t.test('only same-site pages other than sign-in and sign-up are returned to', async (t) => {
  t.ok(acceptableReturnPath('/mypage/myinfo'));
  t.ok(acceptableReturnPath('/studio/apply?site=YONGSIN'));
  t.ok(acceptableReturnPath('/loginhelp'), 'a page merely starting with "login" is fine');
  for (const refused of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'mypage', '/\tevil', '/login', '/login/reset-password', '/join/type', '/login?returnTo=/x', '', null, undefined]) {
    t.notOk(acceptableReturnPath(refused), `refused: ${JSON.stringify(refused)}`);
  }
});

t.test('after sign-in: the asked page, else the refused page, else home; spent once taken', async (t) => {
  const storage = memoryStorage();
  const memory = createReturnPathMemory(storage);
  t.equal(memory.take(null), '/', 'nothing remembered: home');

  memory.remember('/mypage/myinfo');
  t.equal(storage.values.get(RETURN_PATH_KEY), '/mypage/myinfo');
  t.equal(memory.take(null), '/mypage/myinfo', 'the refused page');
  t.equal(memory.take(null), '/', 'spent');

  memory.remember('/mypage/myinfo');
  t.equal(memory.take('/notice'), '/notice', 'an explicit returnTo wins');
  t.equal(memory.take(null), '/', 'and the remembered page is spent too');

  memory.remember('/mypage/myinfo');
  t.equal(memory.take('//evil.example'), '/mypage/myinfo', 'an unsafe returnTo is ignored');

  memory.remember('//evil.example');
  t.equal(storage.values.has(RETURN_PATH_KEY), false, 'an unsafe path is never remembered');
  storage.setItem(RETURN_PATH_KEY, 'https://evil.example');
  t.equal(memory.take(null), '/', 'nor followed when written by someone else');

  const noStorage = createReturnPathMemory(null);
  noStorage.remember('/mypage/myinfo');
  t.equal(noStorage.take('/mypage/myinfo'), '/mypage/myinfo', 'works without storage');
});

t.test('back only when the previous entry is a page of this site', async (t) => {
  t.equal(canGoBackWithinSite({ navigation: { canGoBack: false } }, 3), false, 'the Navigation API decides when present (a new tab: nothing of ours before)');
  t.equal(canGoBackWithinSite({ navigation: { canGoBack: true } }, 0), true, 'a page of this site before this document');
  t.equal(canGoBackWithinSite({}, 0), false, 'without it: the landing page has nowhere to go back to');
  t.equal(canGoBackWithinSite({}, 1), true, 'a move inside the document can be undone');
});
