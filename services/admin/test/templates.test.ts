import t from 'tap';
import { LOCALES, MESSAGE_CHANNELS, MESSAGE_TEMPLATE_PARAMS, MESSAGE_TEMPLATES } from '@centre/contracts';
import { MASK, renderMessage } from '../src/outbox/templates.ts';

t.test('every template renders in every language and channel, with each parameter filled', async (t) => {
  for (const template of MESSAGE_TEMPLATES) {
    const params = Object.fromEntries(MESSAGE_TEMPLATE_PARAMS[template].map((name) => [name.replace('?', ''), `«${name.replace('?', '')}»`]));
    for (const locale of LOCALES) {
      for (const channel of MESSAGE_CHANNELS) {
        const rendered = renderMessage({ template, channel, locale, params, advertising: false });
        const where = `${template} ${locale} ${channel}`;
        t.notMatch(rendered.body, /\{[a-zA-Z]+\}/, `${where}: no placeholder left`);
        for (const [name, value] of Object.entries(params)) {
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
