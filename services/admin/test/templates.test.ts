import t from 'tap';
import { LOCALES, MESSAGE_CHANNELS, MESSAGE_TEMPLATE_PARAMS, MESSAGE_TEMPLATES } from '@centre/contracts';
import { LANGUAGE_SUFFIX, MASK, renderMessage } from '../src/outbox/templates.ts';

t.test('every template renders in every language and channel, with each parameter filled', async (t) => {
  for (const template of MESSAGE_TEMPLATES) {
    const params = Object.fromEntries(MESSAGE_TEMPLATE_PARAMS[template].map((name) => [name.replace('?', ''), `«${name.replace('?', '')}»`]));
    for (const locale of LOCALES) {
      for (const channel of MESSAGE_CHANNELS) {
        const rendered = renderMessage({ template, channel, locale, params, advertising: false });
        const where = `${template} ${locale} ${channel}`;
        t.notMatch(rendered.body, /\{[a-zA-Z]+\}/, `${where}: no placeholder left`);
        for (const [name, value] of Object.entries(params)) {
          // A language's variant (`titleEn`) stands in for its parameter in that language, and only there.
          const variant = Object.entries(LANGUAGE_SUFFIX).find(([, suffix]) => suffix && name.endsWith(suffix) && name.slice(0, -suffix.length) in params);
          if (variant) {
            if (variant[0] === locale) t.match(rendered.body, value, `${where}: ${name}`);
            else t.notMatch(rendered.body, value, `${where}: not ${name}`);
            continue;
          }
          if (LANGUAGE_SUFFIX[locale] && `${name}${LANGUAGE_SUFFIX[locale]}` in params) {
            t.notMatch(rendered.body, value, `${where}: ${name} gives way to its ${locale} variant`);
            continue;
          }
          if (name !== 'html' && name !== 'subject' && !(name === 'minutes' && template !== 'VERIFICATION_CODE')) t.match(rendered.body, value, `${where}: ${name}`);
        }
        if (channel === 'EMAIL') t.ok(rendered.subject && rendered.html, `${where}: an e-mail has a subject and HTML`);
        else t.equal(rendered.html, null);
      }
    }
  }
});

t.test('secrets are masked in the copy staff may see, and nowhere else', async (t) => {
  const rendered = renderMessage({ template: 'VERIFICATION_CODE', channel: 'EMAIL', locale: 'en', params: { code: '123456' }, advertising: false });
  t.match(rendered.body, '123456');
  t.notMatch(`${rendered.maskedBody}${rendered.maskedHtml}${rendered.maskedSubject}`, /123456/);
  t.match(rendered.maskedBody, MASK);
  t.match(rendered.body, 'within 3 minutes', 'the usual 3 minutes when not given');
});

t.test('member-written text is escaped in the HTML part of templated e-mail', async (t) => {
  const rendered = renderMessage({ template: 'INQUIRY_ANSWERED', channel: 'EMAIL', locale: 'ko', params: { title: '<img src=x onerror=alert(1)>' }, advertising: false });
  t.notMatch(rendered.html!, /<img/);
  t.match(rendered.html!, '&#60;img');
});

// Issue 20: Korean particles are chosen by the word, as the pages' formatter chooses them.
t.test('Korean texts choose their particles by the word; none reads "이(가)" or "을(를)"', async (t) => {
  for (const template of MESSAGE_TEMPLATES) {
    const params = Object.fromEntries(MESSAGE_TEMPLATE_PARAMS[template].map((name) => [name.replace('?', ''), '공동재단실']));
    for (const channel of MESSAGE_CHANNELS) {
      const rendered = renderMessage({ template, channel, locale: 'ko', params, advertising: false });
      t.notMatch(`${rendered.subject ?? ''} ${rendered.body}`, /\((이|가|을|를|은|는|과|와|으|로)\)/, `${template} ${channel}: no "(가)"-style particle`);
    }
  }
  const terms = (title: string) => renderMessage({ template: 'TERMS_CHANGED', channel: 'SMS', locale: 'ko', params: { title }, advertising: false }).body;
  t.match(terms('이용약관'), '이용약관이 변경되었습니다');
  t.match(terms('회원 규정서'), '회원 규정서가 변경되었습니다');
  const order = (order: string) => renderMessage({ template: 'SHOP_ORDER_CANCELLED', channel: 'SMS', locale: 'ko', params: { order, reason: '기한 경과' }, advertising: false }).body;
  t.match(order('S-1023'), '주문 S-1023이 취소되었습니다', '3 reads 삼: 이');
  t.match(order('S-1024'), '주문 S-1024가 취소되었습니다', '4 reads 사: 가');
  const contact = renderMessage({ template: 'CONTACT_MESSAGE', channel: 'EMAIL', locale: 'ko', params: { senderName: '방문자', replyTo: 'buyer@example.com', subject: '문의', message: '안녕하세요' }, advertising: false });
  t.match(contact.body, 'buyer@example.com으로 보내 주세요', 'com reads 컴: 으로');
  t.match(contact.maskedBody, `${MASK}으로 보내 주세요`, 'the masked copy keeps the particle of the real address');
});

t.test("a parameter given per language is written in the recipient's; Korean, or a missing variant, is the parameter itself", async (t) => {
  const params = { title: '봄 수주상담회', titleEn: 'Spring Order Fair', titleJp: '', date: '2026-12-01 10:00', with: 'Hanako Select', place: '3' };
  const body = (locale: 'ko' | 'en' | 'cn' | 'jp') => renderMessage({ template: 'MEETING_REMINDER', channel: 'EMAIL', locale, params, advertising: false }).body;
  t.match(body('en'), 'Spring Order Fair');
  t.notMatch(body('en'), '봄 수주상담회');
  t.match(body('ko'), '봄 수주상담회');
  t.match(body('jp'), '봄 수주상담회', 'an empty variant: the Korean');
  t.match(body('cn'), '봄 수주상담회', 'no variant: the Korean');
});
