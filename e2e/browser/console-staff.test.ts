// Staff accounts in a real browser: a member of staff changes their password, sets up two-step
// sign-in from the key the page shows (the code is computed here with otplib, as an authenticator
// app would), signs out and back in with a code; a content editor sees no applications in the menu,
// is refused the page and the API; the new pages pass axe at both sizes. First, facility staff (who
// do not edit the education programme) choose an equipment's required course by name and find the
// courses offered when they record a completed training; and a staff member makes new recovery codes.
import t from 'tap';
import { generate } from 'otplib';
import { COURSE_CHOICES_PATH, type ConsoleEquipmentDetail, type CourseChoiceList, type EquipmentList } from '@centre/contracts';
import consoleEn from '../../mf-console/src/i18n/en.json' with { type: 'json' };
import applyEn from '../../mf-console/src/features/applications/i18n/en.json' with { type: 'json' };
import { DEMO_STAFF_PASSWORD } from '../../services/users/src/seeds/index.ts';
import { answerAppDialogs, axeViolations, browserSuite, DEMO_MEMBER, newPage, watchPageProblems, type ViewportName, eventually } from './harness.ts';
import { consoleKo, consoleSettled } from './console-helpers.ts';
import { COMMON_TEXT, submitSignIn } from './sign-in.ts';

const NEW_PASSWORD = 'Facility-new-77!';
const signInText = COMMON_TEXT.ko.signIn;

await browserSuite(t, async ({ site, browser }) => {
  t.test('facility staff choose an equipment\'s required course by name, and find the courses when recording a training', async (t) => {
    const token = await site.signIn('facility01', DEMO_STAFF_PASSWORD);
    const { courses } = await site.getJson<CourseChoiceList>(COURSE_CHOICES_PATH, { token });
    t.ok(courses.length >= 2, `the demo programme has courses (${courses.length})`);
    const course = courses[1]!;
    const { equipments } = await site.getJson<EquipmentList>('/api/v1/equipment?limit=1');
    const equipmentId = equipments[0]!._id;
    const stored = async () => (await site.getJson<ConsoleEquipmentDetail>(`/api/console/equipment/${equipmentId}`, { token })).equipment.requiredEducationId ?? null;
    t.equal(await stored(), null, 'the demo equipment needs no course yet');

    const page = await newPage(t, browser, { locale: 'en' });
    const problems = watchPageProblems(page);
    await page.goto(`${site.url}/console/equipment/${equipmentId}`);
    await submitSignIn(page, { username: 'facility01', password: DEMO_STAFF_PASSWORD }, 'en');
    const select = page.getByRole('combobox', { name: consoleEn.fields.requiredEducationId });
    await select.waitFor({ timeout: 30_000 });
    const label = `${course.title.en} (${course.periodFrom === course.periodTo ? course.periodFrom : `${course.periodFrom} – ${course.periodTo}`})`;
    await select.locator('option', { hasText: course.title.en }).first().waitFor({ state: 'attached' });
    t.equal(await select.locator('option').count(), courses.length + 1, 'every course is offered by name, and "none"');
    t.same(await axeViolations(page), [], 'the equipment form with its course choice: no serious or critical axe violations');
    await select.selectOption({ label });
    await page.getByRole('button', { name: consoleEn.actions.save, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/console/equipment');
    t.equal(await stored(), course._id, 'the course chosen by name is stored by its id');

    await page.goto(`${site.url}/console/equipment/${equipmentId}`);
    await select.waitFor();
    await page.waitForFunction((id) => (document.querySelector('select[id$="requiredEducationId"]') as HTMLSelectElement | null)?.value === id, course._id);
    t.equal(await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.textContent), label, 'opened again, the form names it');
    await select.selectOption({ label: consoleEn.form.noChoice });
    await page.getByRole('button', { name: consoleEn.actions.save, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/console/equipment');
    t.equal(await stored(), null, '"none" takes the prerequisite away');

    await page.goto(`${site.url}/console/apply/trainings`);
    await consoleSettled(page);
    await page.getByRole('searchbox').fill(DEMO_MEMBER.username);
    await page.getByRole('searchbox').press('Enter');
    await page.getByRole('list', { name: applyEn.trainings.found }).getByRole('button').first().click();
    const courseSelect = page.getByRole('combobox', { name: applyEn.trainings.course });
    await courseSelect.locator('option', { hasText: course.title.en }).first().waitFor({ state: 'attached' });
    t.equal(await courseSelect.locator('option').count(), courses.length + 1, 'recording a training offers every course to facility staff');
    problems.assertNone(t);
  });

  t.test('a staff member changes their password, sets up two-step sign-in and signs in with a code', async (t) => {
    const page = await newPage(t, browser);
    const problems = watchPageProblems(page);
    await page.goto(`${site.url}/console/password`);
    await submitSignIn(page, { username: 'facility01', password: DEMO_STAFF_PASSWORD });
    await page.locator('#console-menu').waitFor({ timeout: 30_000 });
    await consoleSettled(page);

    const form = page.locator('form[aria-labelledby="password-title"]');
    await form.getByLabel(consoleKo.fields.currentPassword).fill(DEMO_STAFF_PASSWORD);
    await form.getByLabel(consoleKo.fields.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel(consoleKo.fields.newPasswordConfirm).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: consoleKo.password.submit }).click();
    // The page signs in again with the new password: only the other devices are signed out.
    await page.getByText(consoleKo.password.changedKept).waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: consoleKo.twoStep.title }).waitFor();
    await page.getByRole('button', { name: consoleKo.twoStep.setUp }).click();
    const key = await page.getByTestId('two-step-key').getAttribute('data-key');
    t.match(key, /^[A-Z2-7]{26,}$/, 'the key is shown for typing by hand');
    t.equal(await page.getByRole('img', { name: consoleKo.twoStep.qrAlt }).count(), 1, 'the QR code has a text alternative');
    const codeField = page.getByRole('textbox', { name: consoleKo.twoStep.code });
    t.equal(await codeField.getAttribute('autocomplete'), 'one-time-code');
    t.equal(await codeField.getAttribute('inputmode'), 'numeric');
    await codeField.fill(await generate({ secret: key! }));
    await page.getByRole('button', { name: consoleKo.twoStep.confirm }).click();
    const codes = page.getByRole('list', { name: consoleKo.twoStep.recoveryCodes }).getByRole('listitem');
    await codes.first().waitFor();
    t.equal(await codes.count(), 10, 'ten recovery codes, shown once');
    await page.getByRole('button', { name: consoleKo.twoStep.savedCodes }).click();
    await page.getByText(consoleKo.twoStep.codesLeft.replace('{{count}}', '10')).waitFor();

    await page.getByRole('button', { name: consoleKo.signOut }).click();
    await submitSignIn(page, { username: 'facility01', password: NEW_PASSWORD });
    const code = page.getByLabel(signInText.code, { exact: true });
    await code.waitFor({ timeout: 30_000 });
    t.ok(await eventually(() => code.evaluate((element) => element === document.activeElement), true), 'the code field has focus');
    t.equal(await code.getAttribute('autocomplete'), 'one-time-code');
    await code.fill('000000');
    await page.getByRole('button', { name: signInText.codeSubmit }).click();
    await page.getByRole('alert').filter({ hasText: signInText.codeWrong }).waitFor();
    // The set-up spent the current time step: the next step's code is what the app shows next.
    await code.fill(await generate({ secret: key!, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: signInText.codeSubmit }).click();
    await page.locator('#console-menu').waitFor({ timeout: 30_000 });
    await consoleSettled(page);
    t.ok(await page.getByRole('link', { name: consoleKo.nav.apply }).count(), 'facility staff see the applications');
    problems.assertNone(t, [/api\/auth\/twoStep/, /status of 401/]);
  });

  t.test('a content editor sees no applications and is refused them', async (t) => {
    const page = await newPage(t, browser, { locale: 'en' });
    await answerAppDialogs(page);
    await page.goto(`${site.url}/console/center/notifications`);
    await submitSignIn(page, { username: 'editor01', password: DEMO_STAFF_PASSWORD }, 'en');
    await page.locator('#console-menu').waitFor({ timeout: 30_000 });
    await consoleSettled(page);
    const menu = page.locator('#console-menu');
    t.equal(await menu.getByRole('link', { name: consoleEn.nav.notifications }).count(), 1, 'notices are in the menu');
    for (const name of [consoleEn.nav.apply, consoleEn.nav.schedule, consoleEn.nav.staff, consoleEn.nav.setting, consoleEn.nav.audit]) {
      t.equal(await menu.getByRole('link', { name, exact: true }).count(), 0, `no "${name}" in the menu`);
    }
    await page.evaluate(() => (window as unknown as { singleSpaNavigate: (url: string) => void }).singleSpaNavigate('/console/apply'));
    await page.getByRole('heading', { name: consoleEn.staff.roleDenied }).waitFor();
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/console/apply/limitations', { headers: { authorization: `Bearer ${sessionStorage.getItem('accessToken')}` } });
      return { status: response.status, body: (await response.json()) as { code?: string } };
    });
    t.match(status, { status: 403, body: { code: 'ROLE_FORBIDDEN' } }, 'the API refuses it too');
  });

  for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
    t.test(`staff pages pass axe at ${viewport} size`, async (t) => {
      const page = await newPage(t, browser, { viewport });
      await page.goto(`${site.url}/console/staff`);
      await submitSignIn(page, { username: 'admin', password: site.staffPassword });
      await page.locator('#console-menu').waitFor({ state: 'attached', timeout: 30_000 });
      const staffId = await page.evaluate(async () => {
        const response = await fetch('/api/console/staff?limit=1', { headers: { authorization: `Bearer ${sessionStorage.getItem('accessToken')}` } });
        return ((await response.json()) as { staff: Array<{ _id: string }> }).staff[0]!._id;
      });
      for (const path of ['/console/staff', '/console/staff/create', `/console/staff/${staffId}`, '/console/password']) {
        await page.evaluate((url) => (window as unknown as { singleSpaNavigate: (url: string) => void }).singleSpaNavigate(url), path);
        await page.waitForFunction((target) => window.location.pathname === target, path);
        await consoleSettled(page);
        await page.waitForLoadState('networkidle');
        t.same(await axeViolations(page), [], `${path}: no serious or critical violations`);
      }
      await page.getByRole('button', { name: consoleKo.twoStep.setUp }).click();
      await page.getByTestId('two-step-key').waitFor();
      t.same(await axeViolations(page), [], 'the set-up step too');
    });
  }

  t.test('the sign-in code step passes axe', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone' });
    await page.goto(`${site.url}/console`);
    await submitSignIn(page, { username: 'facility01', password: NEW_PASSWORD });
    await page.getByLabel(signInText.code, { exact: true }).waitFor({ timeout: 30_000 });
    t.same(await axeViolations(page), []);
  });

  t.test('mandatory two-step sign-in sends a staff member to set it up first', async (t) => {
    const admin = await newPage(t, browser);
    await admin.goto(`${site.url}/console/staff`);
    await submitSignIn(admin, { username: 'admin', password: site.staffPassword });
    await admin.getByRole('heading', { name: consoleKo.staff.securityTitle }).waitFor({ timeout: 30_000 });
    await admin.getByRole('button', { name: consoleKo.staff.makeRequired }).click();
    await admin.getByRole('dialog').getByRole('button', { name: consoleKo.staff.makeRequired }).click();
    await admin.getByText(consoleKo.staff.requiredOn).waitFor();
    t.teardown(async () => {
      await admin.getByRole('button', { name: consoleKo.staff.makeOptional }).click();
      await admin.getByRole('dialog').getByRole('button', { name: consoleKo.staff.makeOptional }).click();
      await admin.getByText(consoleKo.staff.requiredOff).waitFor();
    });

    const page = await newPage(t, browser, { viewport: 'phone' });
    await page.goto(`${site.url}/console/center/notifications`);
    await submitSignIn(page, { username: 'editor01', password: DEMO_STAFF_PASSWORD });
    await page.getByText(consoleKo.twoStep.requiredNotice).waitFor({ timeout: 30_000 });
    t.equal(new URL(page.url()).pathname, '/console/password', 'taken to the set-up');
    t.equal(await page.locator('#console-menu').getByRole('link', { name: consoleKo.nav.notifications, includeHidden: true }).count(), 0, 'nothing else in the menu yet');
    t.same(await axeViolations(page), [], 'the required set-up passes axe');
    await page.getByRole('button', { name: consoleKo.twoStep.setUp }).click();
    const key = await page.getByTestId('two-step-key').getAttribute('data-key');
    await page.getByRole('textbox', { name: consoleKo.twoStep.code }).fill(await generate({ secret: key! }));
    await page.getByRole('button', { name: consoleKo.twoStep.confirm }).click();
    await page.getByRole('button', { name: consoleKo.twoStep.savedCodes }).click();
    await page.locator('#console-menu').getByRole('link', { name: consoleKo.nav.notifications, includeHidden: true }).waitFor({ state: 'attached' });
    t.pass('once set up, the console opens');

    // New recovery codes with the password and the app's next code (set-up spent the current one).
    await page.goto(`${site.url}/console/password`);
    const renew = page.getByRole('form', { name: consoleKo.twoStep.renew });
    await renew.waitFor({ timeout: 30_000 });
    await renew.getByRole('button', { name: consoleKo.twoStep.renew }).click();
    await t.resolves(renew.getByRole('alert').filter({ hasText: consoleKo.form.errors.required }).waitFor(), 'the password is asked for');
    await renew.getByLabel(consoleKo.fields.currentPassword).fill(DEMO_STAFF_PASSWORD);
    await renew.getByLabel(consoleKo.twoStep.code).fill(await generate({ secret: key!, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await renew.getByRole('button', { name: consoleKo.twoStep.renew }).click();
    const heading = page.getByRole('heading', { name: consoleKo.twoStep.renewed });
    await t.resolves(heading.waitFor(), 'new codes are made');
    t.ok(await eventually(() => heading.evaluate((element) => element === document.activeElement), true), 'and the focus moves to them');
    t.equal(await page.getByRole('list', { name: consoleKo.twoStep.recoveryCodes }).getByRole('listitem').count(), 10, 'ten new recovery codes, shown once');
    t.same(await axeViolations(page), [], 'the new codes pass axe');
    await page.getByRole('button', { name: consoleKo.twoStep.savedCodes }).click();
    await t.resolves(page.getByText(consoleKo.twoStep.codesLeft.replace('{{count}}', '10')).waitFor(), 'ten left');
  });
});
