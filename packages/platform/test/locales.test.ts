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
