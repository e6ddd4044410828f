// The API document's page (/api/docs) in a real browser: Swagger UI renders the merged document
// under the page's own CSP, with no script refused and no error, and shows no console route.
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { freshDatabase, serviceOptionsForTest } from '@centre/server-kit/testing';
import { buildApp as buildContent } from '../../services/content/src/app.ts';
import { startTestGateway } from '../../gateway/test/helpers/gateway.ts';
import { openBrowser, requireChromium } from './harness.ts';

if (requireChromium(t)) {
  t.test('Swagger UI renders the public document under its CSP', async (t) => {
    const database = await freshDatabase('sqlite', 'api_docs_page');
    t.teardown(() => database.dispose());
    const content = await buildContent(serviceOptionsForTest(database.config));
    t.teardown(() => content.close());
    await content.listen({ host: '127.0.0.1', port: 0 });
    const gateway = await startTestGateway(t, { services: { content: `http://127.0.0.1:${(content.server.address() as AddressInfo).port}` } });
    await gateway.listen({ host: '127.0.0.1', port: 0 });

    const browser = await openBrowser(t);
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}/api/docs`);
    await page.waitForSelector('.opblock-tag');
    const tags = await page.$$eval('.opblock-tag', (elements) => elements.map((element) => element.getAttribute('data-tag')));
    t.same(tags, ['public', 'member'], 'the public and member families; no console');
    await page.click('.opblock-tag[data-tag="public"]');
    await page.waitForSelector('.opblock');
    t.ok(await page.$('.opblock-summary-path[data-path="/api/v1/center/notifications"]'), 'a content route is listed');
    t.same(problems, [], 'nothing refused, no error');
  });
}
