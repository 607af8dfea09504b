import { type Browser, expect, type Page, test } from '@playwright/test';
import { PHOTO_CONSENT, PRIVACY_NOTICE } from '../src/shared/privacy-notice.ts';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { signInAsAdmin } from './support/admin-account.ts';
import { expectNoViolationsInBothThemes } from './support/axe.ts';
import { expectTouchTargets } from './support/touch-targets.ts';
import { expectImageLoaded, photo, screenshot } from './support/tracker.ts';

// Issue 12, part B in the browser at 375 px (docs/decisions/022): the privacy notice before anything is
// saved, photo consent when a photo is chosen, discreet mode (blurred figures and photos until tapped,
// the neutral tab, quick-hide by button and by Escape twice).

test.use({ viewport: { width: 375, height: 812 } });

const NEUTRAL_URL = 'https://www.wikipedia.org/';
const PASSWORD = 'privacy-pass-1';
const DEVICE = 'Adjustable Penis Weight Hanging System';

/** The neutral page quick-hide goes to, answered here so the test needs no network. */
async function serveNeutralPage(page: Page) {
  await page.route(`${NEUTRAL_URL}**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>Wikipedia</title><h1>Neutral</h1>',
    }),
  );
}

test('a new user reads and accepts the notice before anything is saved, and agrees to photos when adding one', async ({
  page,
  baseURL,
}) => {
  const email = freshEmail('notice');
  await registerThroughUi(page, email, PASSWORD, { acceptPrivacy: false });
  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(`${baseURL}/`);

  // The notice covers home: what is stored, who can see it, how to delete it.
  const notice = page.getByRole('alertdialog', { name: PRIVACY_NOTICE.title });
  await expect(notice).toBeVisible();
  for (const section of PRIVACY_NOTICE.sections)
    await expect(notice.getByRole('heading', { name: section.heading })).toBeVisible();
  // Nothing under it can be used: Escape does not close it, the tracker's buttons are out of reach.
  await page.keyboard.press('Escape');
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Session' })).toHaveCount(0);
  await expectTouchTargets(page, 'the privacy notice', '[role="alertdialog"]');
  await expectNoViolationsInBothThemes(page, 'the privacy notice');
  await screenshot(page, 'privacy-notice');

  await notice.getByRole('button', { name: PRIVACY_NOTICE.accept }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New Session' })).toBeVisible();
  // Kept on the server: not asked again on the next visit.
  await page.reload();
  await expect(page.getByRole('button', { name: 'New Session' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // The first photo asks for consent to photo storage; declining drops it.
  await page.getByRole('button', { name: 'New Session' }).click();
  await expect(page.getByRole('heading', { name: 'Log Session' })).toBeVisible();
  const image = { name: 'progress.jpg', mimeType: 'image/jpeg', buffer: await photo() };
  await page.getByLabel('Image').setInputFiles(image);
  const ask = page.getByRole('alertdialog', { name: PHOTO_CONSENT.title });
  await expect(ask).toBeVisible();
  await expectNoViolationsInBothThemes(page, 'the photo consent');
  await ask.getByRole('button', { name: PHOTO_CONSENT.decline }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Session preview' })).toHaveCount(0);
  expect((await (await page.request.get('/api/consent')).json()).photos.accepted).toBe(false);

  // Agreeing keeps the photo, and it is saved with the session.
  await page.getByLabel('Image').setInputFiles(image);
  await ask.getByRole('button', { name: PHOTO_CONSENT.accept }).click();
  await expect(ask).toHaveCount(0);
  await expectImageLoaded(page.getByRole('img', { name: 'Session preview' }));
  await page.getByLabel('Device').selectOption(DEVICE);
  await page.getByRole('button', { name: 'Log Session', exact: true }).click();
  await expect(page.getByText('Session logged successfully!', { exact: true })).toBeVisible();
  const sessions = (await (await page.request.get('/api/sessions')).json()) as { imageUrl: string | null }[];
  expect(sessions[0]?.imageUrl).toMatch(/^\/api\/photos\//);

  // The next photo is not asked about again.
  await page.goto('/log');
  await page.getByLabel('Image').setInputFiles(image);
  await expectImageLoaded(page.getByRole('img', { name: 'Session preview' }));
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('discreet mode: a neutral tab, figures and photos blurred until tapped, quick-hide leaves', async ({
  page,
  baseURL,
}) => {
  await serveNeutralPage(page);
  const email = freshEmail('discreet');
  await registerThroughUi(page, email, PASSWORD);
  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(`${baseURL}/`);
  const measured = await page.request.post('/api/sessions', {
    data: { device: 'Measurement Update', duration: 0, length: 6.5, girth: 5.25, measurementUnit: 'inches' },
  });
  expect(measured.status()).toBe(201);
  const withPhoto = await page.request.post('/api/sessions', {
    multipart: {
      device: DEVICE,
      duration: '25',
      weight: '2.5',
      image: { name: 'progress.jpg', mimeType: 'image/jpeg', buffer: await photo() },
    },
  });
  expect(withPhoto.status()).toBe(201);

  // Turned on in the profile's Preferences card (docs/decisions/051), kept on the server.
  await page.goto('/profile');
  await expect(page).toHaveTitle('Progress Tracker');
  // The page as served names an empty icon (neither the app's, which a discreet customer must not see, nor
  // none, which makes the browser ask for /favicon.ico); the app then sets its own, and only one.
  expect(await (await page.request.get('/profile')).text()).toContain('<link rel="icon" href="data:," />');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', './icons/app/icon-192.png');
  const preferences = page.getByRole('region', { name: 'Preferences' });
  await preferences.getByRole('checkbox', { name: 'Discreet mode' }).click();
  await expect(preferences.getByRole('checkbox', { name: 'Discreet mode' })).toBeChecked();
  await expect(preferences.getByText('Saved', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Notes');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml/);
  await expect(page.locator('link[rel="icon"]')).toHaveCount(1);
  expect((await (await page.request.get('/api/preferences')).json()).discreetMode).toBe(true);

  // Home: the figures of the recent sessions are hidden until tapped.
  await page.goto('/');
  await expect(page).toHaveTitle('Notes');
  const recent = page.getByRole('region', { name: 'Recent Sessions' });
  const hidden = recent.getByRole('button', { name: 'Figures hidden: show' });
  await expect(hidden).toHaveCount(2);
  // Blurred on screen, and out of the accessibility tree (only the buttons' names are read).
  const blurred = recent.getByText(/25 minutes/).locator('xpath=ancestor::span[@aria-hidden="true"][1]');
  await expect(blurred).toHaveCSS('filter', /blur\(6px\)/);
  const figures = /\d+ minutes|\d lbs|\d in\b/;
  expect(await recent.getByRole('list').ariaSnapshot()).not.toMatch(figures);
  await screenshot(page, 'discreet-home');
  await expectNoViolationsInBothThemes(page, 'home in discreet mode');
  await expectTouchTargets(page, 'home in discreet mode');
  // A tap shows one entry's figures; the keyboard shows the other's.
  await hidden.first().click();
  await expect(hidden).toHaveCount(1);
  await hidden.first().focus();
  await page.keyboard.press('Enter');
  await expect(hidden).toHaveCount(0);
  await expect(recent.getByText(/25 minutes/)).toBeVisible();
  await expect(recent.getByText(/6\.5 in/)).toBeVisible();
  expect(await recent.getByRole('list').ariaSnapshot()).toMatch(figures);

  // Photos: blurred in the grid, and in the opened photo until "Show photo" is tapped.
  await page.goto('/photos');
  await page
    .getByRole('button', { name: /^Open / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Show photo' })).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Show photo' }).click();
  await expectImageLoaded(dialog.getByRole('img'));
  await page.keyboard.press('Escape');

  // The quick-hide button is on every tracker screen, the routine's and the privacy screen too.
  for (const path of ['/timer', '/goals', '/privacy']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /^Quick hide/ }), path).toBeVisible();
  }

  // Quick-hide: one tap leaves for the neutral page, without a way Back into the tracker.
  await page.goto('/');
  const quickHide = page.getByRole('button', { name: /^Quick hide/ });
  await expect(quickHide).toBeVisible();
  await quickHide.click();
  await expect(page).toHaveURL(NEUTRAL_URL);
  await expect(page.getByRole('heading', { name: 'Neutral' })).toBeVisible();

  // And from the keyboard: Escape twice, even while typing in a field.
  await page.goto('/log');
  await page.getByLabel('Notes').fill('typing');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(NEUTRAL_URL);

  // Turned off: the tracker's own title, figures shown, no quick-hide.
  await page.goto('/profile');
  await page
    .getByRole('region', { name: 'Preferences' })
    .getByRole('checkbox', { name: 'Discreet mode' })
    .click();
  await expect(page).toHaveTitle('Progress Tracker');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', './icons/app/icon-192.png');
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Recent Sessions' }).getByText(/25 minutes/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Quick hide/ })).toHaveCount(0);
});

/** A customer with a session and its photo, made in a browser of their own; answers the photo's URL. */
async function customerWithPhoto(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const email = freshEmail('audited');
  await registerThroughUi(page, email, PASSWORD);
  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(`${baseURL}/`);
  const created = await page.request.post('/api/sessions', {
    multipart: {
      device: DEVICE,
      duration: '30',
      image: { name: 'progress.jpg', mimeType: 'image/jpeg', buffer: await photo() },
    },
  });
  expect(created.status()).toBe(201);
  const { imageUrl } = (await created.json()) as { imageUrl: string };
  await context.close();
  return { email, imageUrl };
}

test('admin access to photos is recorded and shown; an old admin step asks for the password again', async ({
  page,
  browser,
  baseURL,
}) => {
  const customer = await customerWithPhoto(browser, baseURL ?? '');
  await signInAsAdmin(page, baseURL ?? '');
  await page.goto('/admin/dashboard');
  await page.getByLabel('Admin Password').fill('e2e-admin-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  // The admin opens the customer's photo: recorded, and on the dashboard after a reload.
  expect((await page.request.get(customer.imageUrl)).status()).toBe(200);
  await page.reload();
  const audit = page.getByRole('region', { name: 'Photo access' });
  const opened = audit.getByRole('listitem').filter({ hasText: 'Opened a photo' }).first();
  await expect(opened).toContainText('admin@example.com');
  await expect(opened).toContainText(customer.email);

  // An export with images after the admin step got old: the server answers ADMIN_REAUTH_REQUIRED once
  // (the step's age itself is tested against the server in src/server/routes/privacy.int.test.ts).
  let refused = false;
  await page.route(/\/api\/admin\/export\/sessions\/[^?]+\/with-images/, async (route) => {
    if (refused) return route.continue();
    refused = true;
    await route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'ADMIN_REAUTH_REQUIRED',
        message: 'Enter the admin password again to export photos',
      }),
    });
  });
  const row = page
    .getByRole('region', { name: 'User Sessions' })
    .getByRole('listitem')
    .filter({ hasText: customer.email });
  await row.getByRole('button', { name: `Export with Images for ${customer.email}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(confirm).toBeVisible();
  await expect(page.getByText('Export Failed', { exact: true })).toHaveCount(0);
  await expectNoViolationsInBothThemes(page, 'the admin password again');
  await expectTouchTargets(page, 'the admin password again', '[role="dialog"]');
  await confirm.getByLabel('Admin password').fill('not-the-password');
  await confirm.getByRole('button', { name: 'Confirm and export' }).click();
  await expect(confirm.getByText('Invalid admin password')).toBeVisible();
  await confirm.getByLabel('Admin password').fill('e2e-admin-password');
  const download = page.waitForEvent('download');
  await confirm.getByRole('button', { name: 'Confirm and export' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText('Export Complete', { exact: true })).toBeVisible();
  const exported = audit.getByRole('listitem').filter({ hasText: 'Exported with images' }).first();
  await expect(exported).toContainText(customer.email);
  await expectNoViolationsInBothThemes(page, 'the dashboard with the photo-access audit');
  await screenshot(page, 'photo-access');
});
