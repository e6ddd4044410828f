import t from 'tap';
import { htmlLangOf, preferredLocale, toLocale } from '../src/i18n/locales.ts';
import { addTranslations, changeLocale, currentLocale, i18n, initI18n } from '../src/i18n/i18n.ts';

t.test('locale codes and their HTML lang tags', async (t) => {
  t.equal(htmlLangOf('cn'), 'zh');
  t.equal(htmlLangOf('jp'), 'ja');
  t.equal(htmlLangOf('ko'), 'ko');
  t.equal(toLocale('jp'), 'jp');
  t.equal(toLocale('ja-JP'), 'jp', 'BCP 47 tags map back to API codes');
  t.equal(toLocale('zh_CN'), 'cn');
  t.equal(toLocale('EN-us'), 'en');
  t.equal(toLocale('fr'), 'ko', 'unsupported languages fall back to Korean');
  t.equal(toLocale(null), 'ko');
});

t.test('a first visit follows the browser\'s languages; a remembered choice wins', async (t) => {
  t.equal(preferredLocale(null, ['ja-JP', 'ja', 'en-US']), 'jp');
  t.equal(preferredLocale(null, ['fr-FR', 'zh-TW', 'en']), 'cn', 'the first language the site speaks, not the first listed');
  t.equal(preferredLocale(null, ['fr-FR', 'de']), 'ko', 'none spoken: Korean');
  t.equal(preferredLocale(null, []), 'ko');
  t.equal(preferredLocale(undefined, undefined), 'ko');
  t.equal(preferredLocale('en', ['ja-JP']), 'en', 'the visitor\'s own choice is remembered over the browser\'s');
  t.equal(preferredLocale('xx', ['ja-JP']), 'jp', 'a stored value that is no locale is ignored');
});

t.test('i18n starts in Korean, switches, and falls back to Korean for missing keys', async (t) => {
  initI18n();
  t.equal(currentLocale(), 'ko');
  addTranslations('sample', {
    ko: { greeting: '안녕하세요', onlyKorean: '한국어만' },
    en: { greeting: 'Hello' },
    cn: { greeting: '你好' },
    jp: { greeting: 'こんにちは' },
  });
  await changeLocale('jp');
  t.equal(currentLocale(), 'jp');
  t.equal(i18n.t('sample:greeting'), 'こんにちは');
  t.equal(i18n.t('sample:onlyKorean'), '한국어만');
  t.equal(i18n.t('common:noPermission'), 'アクセス権限がありません。');
  await changeLocale('ko');
  t.equal(i18n.t('common:loginRequired'), '로그인이 필요합니다.');
});

t.test('a language is fetched only when used, and the switch waits for it', async (t) => {
  initI18n();
  const fetched: string[] = [];
  const later = (locale: string, messages: Record<string, string>) => async () => {
    fetched.push(locale);
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { default: messages };
  };
  await addTranslations('lazy', {
    ko: { title: '공지사항' },
    en: later('en', { title: 'Notices' }),
    cn: later('cn', { title: '公告' }),
    jp: later('jp', { title: 'お知らせ' }),
  });
  t.same(fetched, [], 'Korean comes with the code; nothing else is fetched up front');
  const switching = changeLocale('en');
  t.equal(currentLocale(), 'ko', 'the page stays in Korean until English has arrived');
  await switching;
  t.equal(i18n.t('lazy:title'), 'Notices');
  t.same(fetched, ['en'], 'only the chosen language was fetched');
  await changeLocale('ko');
});

t.test('Korean sentences choose their particle by the word filled in, never "(으)로" or "을(를)"', async (t) => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const path = await import('node:path');
  initI18n();
  addTranslations('particles', { ko: { join: '{{kind, ro}} 가입하기', remove: '이 {{name, eul}} 삭제할까요?' }, en: {}, cn: {}, jp: {} });
  await changeLocale('ko');
  t.equal(i18n.t('particles:join', { kind: '국내 개인' }), '국내 개인으로 가입하기');
  t.equal(i18n.t('particles:join', { kind: '해외 거주' }), '해외 거주로 가입하기');
  t.equal(i18n.t('particles:remove', { name: '공지' }), '이 공지를 삭제할까요?');

  const root = path.resolve(import.meta.dirname, '../../..');
  const koreanFiles: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'ko.json') koreanFiles.push(full);
    }
  };
  for (const app of ['shell/src', 'mf-public/src', 'mf-member/src', 'mf-console/src', 'packages/platform/src']) walk(path.join(root, app));
  t.ok(koreanFiles.length >= 5, `${koreanFiles.length} Korean message files`);
  for (const file of koreanFiles) {
    const both = readFileSync(file, 'utf8').match(/\((으|이|가|을|를|은|는|과|와)\)/gu) ?? [];
    t.same(both, [], `${path.relative(root, file)}: no particle left to the reader`);
  }
});

t.test('one name per room in each language (issue 20, item 11)', async (t) => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const path = await import('node:path');
  // The names the pages use, and the variants that crept in before (each a second name for one room).
  const NAMES = {
    ko: { cuttingRoom: '공동재단실', studio: '공동작업장', others: [/공용 ?재단실/u, /공용 ?작업장/u, /공동 재단실/u, /공동 작업장/u, /마카/u] },
    en: { cuttingRoom: 'shared cutting room', studio: 'shared studio', others: [/shared workshop/iu, /shared work ?room/iu] },
    cn: { cuttingRoom: '共享裁剪室', studio: '共享工作室', others: [/共享工作间/u, /共用工作/u, /公用裁剪/u] },
    jp: { cuttingRoom: '共同裁断室', studio: '共同作業場', others: [/共用作業場/u, /共用裁断室/u, /共同作業室/u] },
  } as const;
  const root = path.resolve(import.meta.dirname, '../../..');
  for (const [locale, names] of Object.entries(NAMES)) {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.name === 'node_modules' || entry.name === 'dist') continue;
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name === `${locale}.json`) files.push(full);
      }
    };
    for (const app of ['shell/src', 'mf-public/src', 'mf-member/src', 'mf-console/src', 'packages/platform/src']) walk(path.join(root, app));
    const all = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    t.ok(all.toLowerCase().includes(names.cuttingRoom.toLowerCase()) && all.toLowerCase().includes(names.studio.toLowerCase()), `${locale}: the pages say ${names.cuttingRoom} and ${names.studio}`);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      t.same(names.others.filter((variant) => variant.test(text)).map(String), [], `${path.relative(root, file)}: no second name for a room`);
    }
  }
});
