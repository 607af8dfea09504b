import fs from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import yauzl from 'yauzl';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { signInAsAdmin } from './support/admin-account.ts';
import { linkIn, readMail } from './support/mail.ts';
import { expectNoHorizontalOverflow, photo, screenshot } from './support/tracker.ts';

// The admin journey of issue 5 at phone width: the admin password step, the dashboard's user list and
// exports, the email test tool, and the 404 page for everyone else.

const ADMIN_PASSWORD = 'e2e-admin-password'; // e2e/support/serve.ts sets ADMIN_PASSWORD to this
const DEVICE = 'Adjustable Penis Weight Hanging System';
const SESSION_CSV_HEADER =
  'ID,Username,Name,Customer Hash,Date,Device,Duration (min),Weight,Notes,Length,Girth,Unit';

test.use({ locale: 'en-US', timezoneId: 'UTC' });

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const mediumDate = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00Z`),
  );

/** Enters the admin password on /admin and waits for the 'Success' toast. */
async function enterAdminPassword(page: Page) {
  await page.getByLabel('Admin Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  await expect(page.getByText('Logged in as administrator', { exact: true })).toBeVisible();
}

/** A customer with an account and two sessions (one with a photo), made in a browser of their own. */
async function customerWithTwoSessions(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const email = freshEmail('admin-customer');
  await registerThroughUi(page, email, 'customer-pass-1');
  await signInThroughUi(page, email, 'customer-pass-1');
  await expect(page).toHaveURL(`${baseURL}/`);
  const first = await page.request.post('/api/sessions', {
    data: {
      device: DEVICE,
      duration: 25,
      weight: 2.5,
      notes: 'warm-up, then hang',
      date: `${daysAgo(2)}T12:00:00.000Z`,
    },
  });
  expect(first.status()).toBe(201);
  const second = await page.request.post('/api/sessions', {
    multipart: {
      device: DEVICE,
      duration: '40',
      notes: 'with a photo',
      date: `${daysAgo(1)}T12:00:00.000Z`,
      image: { name: 'progress.jpg', mimeType: 'image/jpeg', buffer: await photo() },
    },
  });
  expect(second.status()).toBe(201);
  const { id: photoSessionId } = (await second.json()) as { id: number };
  await context.close();
  return { email, photoSessionId };
}

/** The names of the entries of a zip archive. */
function zipEntries(buffer: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('not a zip'));
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Clicks and returns the download's suggested name and contents. */
async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), body: fs.readFileSync(path) };
}

test('the admin takes the password step, reads the user list and exports sessions', async ({
  page,
  browser,
  baseURL: base,
}) => {
  const baseURL = base ?? '';
  const customer = await customerWithTwoSessions(browser, baseURL);
  await signInAsAdmin(page, baseURL);

  // The tracker's Admin button leads to the admin password first, then back to the dashboard.
  await page.getByRole('button', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/admin?next=%2Fadmin%2Fdashboard`);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.getByLabel('Admin Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid admin password', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\?next=/);
  await enterAdminPassword(page);
  await expect(page).toHaveURL(`${baseURL}/admin/dashboard`);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  // The user list: the customer's email, 2 sessions and the newest session's date.
  const users = page.getByRole('region', { name: 'User Sessions' });
  await expect(users.getByText(/^\d+ users?$/)).toBeVisible();
  const row = users.getByRole('listitem').filter({ hasText: customer.email });
  await expect(row).toContainText('2 sessions');
  await expect(row).toContainText(`Last activity ${mediumDate(daysAgo(1))}`);
  await expect(row.getByRole('button', { name: `Export CSV for ${customer.email}` })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await screenshot(page, 'admin-dashboard');

  // While an export runs, every export button is disabled.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/admin/export/users*', async (route) => {
    await held;
    await route.continue();
  });
  const usersCsv = download(page, () => page.getByRole('button', { name: 'Export User List' }).click());
  await expect(page.getByText('Preparing export', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export All Sessions' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Export CSV', exact: true })).toBeDisabled();
  await expect(row.getByRole('button', { name: /^Export with Images/ })).toBeDisabled();
  release();
  const userList = await usersCsv;
  expect(userList.name).toBe(`users-${today()}.csv`);
  expect(userList.body.toString('utf8').split('\r\n')[0]).toBe(
    'Username,Name,Email,Email Verified,Customer Hash,Sessions,Measurement Entries,Last Activity,Created',
  );
  expect(userList.body.toString('utf8')).toContain(customer.email);
  await expect(page.getByText('Export Complete', { exact: true })).toBeVisible();
  await expect(page.getByText('Your data has been exported successfully', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export All Sessions' })).toBeEnabled();
  await page.unroute('**/api/admin/export/users*');

  // Export All Sessions: the spec's columns, and the customer's rows.
  const all = await download(page, () => page.getByRole('button', { name: 'Export All Sessions' }).click());
  expect(all.name).toBe(`sessions-${today()}.csv`);
  const lines = all.body.toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe(SESSION_CSV_HEADER);
  expect(lines.some((line) => line.includes(`,${daysAgo(2)},${DEVICE},25,2.5,warm-up  then hang,`))).toBe(
    true,
  );
  expect(lines.some((line) => line.includes(`,${daysAgo(1)},${DEVICE},40,,with a photo,`))).toBe(true);
  await expect(page.getByText('Export Complete', { exact: true })).toBeVisible();

  // One customer's sessions with their photos: a zip holding sessions.csv and the photo.
  const zip = await download(page, () => row.getByRole('button', { name: /^Export with Images/ }).click());
  expect(zip.name).toMatch(new RegExp(`^sessions-[A-Za-z0-9._-]+-${today()}\\.zip$`));
  expect(zip.body.subarray(0, 2).toString('latin1')).toBe('PK');
  const entries = await zipEntries(zip.body);
  expect(entries[0]).toBe('sessions.csv');
  expect(entries.some((name) => name.startsWith(`photos/${customer.photoSessionId}.`))).toBe(true);

  // By email: a CSV of that account's two sessions; an unknown email; an empty one.
  const byEmail = page.getByRole('region', { name: 'Export Sessions by User Email' });
  await byEmail.getByLabel('User Email').fill(customer.email);
  const csv = await download(page, () =>
    byEmail.getByRole('button', { name: 'Export CSV', exact: true }).click(),
  );
  expect(csv.name).toMatch(new RegExp(`-${today()}\\.csv$`));
  const csvLines = csv.body.toString('utf8').trimEnd().split('\r\n');
  expect(csvLines[0]).toBe(SESSION_CSV_HEADER);
  expect(csvLines).toHaveLength(3);

  await byEmail.getByLabel('User Email').fill('nobody-here@example.com');
  await byEmail.getByRole('button', { name: 'Export CSV', exact: true }).click();
  await expect(page.getByText('Export Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('No account found for nobody-here@example.com', { exact: true })).toBeVisible();

  await byEmail.getByLabel('User Email').fill('');
  await byEmail.getByRole('button', { name: 'Export CSV', exact: true }).click();
  await expect(page.getByText('Email required', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Please enter an email address to export sessions', { exact: true }),
  ).toBeVisible();
  await byEmail.getByRole('button', { name: 'Export with Images', exact: true }).click();
  await expect(
    page.getByText('Please enter an email address to export sessions with images', { exact: true }),
  ).toBeVisible();
  await expect(byEmail.getByLabel('User Email')).toBeFocused();

  // On a wide screen the cards sit side by side, still without sideways scrolling.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoHorizontalOverflow(page);
  await screenshot(page, 'admin-dashboard-desktop');
  await page.setViewportSize({ width: 375, height: 812 });

  // Back and Back to Profile both go to /profile.
  await page.getByRole('button', { name: 'Back to Profile' }).click();
  await expect(page).toHaveURL(`${baseURL}/profile`);
  await page.goBack();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/profile`);
});

test('the email test tool sends a debug reset email and shows the raw response', async ({
  page,
  baseURL: base,
}) => {
  const baseURL = base ?? '';
  await signInAsAdmin(page, baseURL);

  // Opened directly before the step: the admin password first, then back to the tool.
  await page.goto('/email-test');
  await expect(page).toHaveURL(`${baseURL}/admin?next=%2Femail-test`);
  await enterAdminPassword(page);
  await expect(page).toHaveURL(`${baseURL}/email-test`);
  await expect(page.getByRole('heading', { name: 'Email Test' })).toBeVisible();

  await page.getByRole('button', { name: 'Send Test Email' }).click();
  await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Recipient Email')).toHaveAttribute('aria-invalid', 'true');

  const recipient = freshEmail('email-test');
  await page.getByLabel('Recipient Email').fill(recipient);
  await page.getByLabel('Email Type').selectOption('reset');
  await page.getByLabel('Sending Method').selectOption('debug');
  await page.getByRole('button', { name: 'Send Test Email' }).click();
  await expect(page.getByText('Test email sent', { exact: true })).toBeVisible();
  const response = page.getByRole('region', { name: 'Raw response' });
  await expect(response).toContainText('"method": "debug"');
  await expect(response).toContainText('Reset your password');
  const mail = await readMail(recipient, 'Reset your password');
  expect(linkIn(mail, `${baseURL}/reset-password?token=`)).toContain('token=test-');
  await expectNoHorizontalOverflow(page);
  await screenshot(page, 'email-test');

  // track-api sends no method field; without a Klaviyo key the server says what is missing.
  const sent = page.waitForRequest('**/api/test-email*');
  await page.getByLabel('Sending Method').selectOption('track-api');
  await page.getByRole('button', { name: 'Send Test Email' }).click();
  expect((await sent).postDataJSON()).toEqual({ email: recipient, type: 'reset' });
  await expect(page.getByText('Failed to send test email', { exact: true })).toBeVisible();
  await expect(page.getByText('KLAVIYO_PRIVATE_KEY is not configured', { exact: true })).toBeVisible();
  await expect(response).toContainText('"status": 400');

  await page.getByRole('tab', { name: 'Information' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('KLAVIYO_TEMPLATE_ID');
});

test('a signed-out visitor can open /admin but the server refuses the password', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Admin Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Sign in required', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
});

test('a signed-in customer sees the 404 page on the admin screens', async ({ page, baseURL }) => {
  const email = freshEmail('not-admin');
  await registerThroughUi(page, email, 'customer-pass-1');
  await signInThroughUi(page, email, 'customer-pass-1');
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('button', { name: 'Admin', exact: true })).toHaveCount(0);
  for (const path of ['/admin/dashboard', '/email-test']) {
    await page.goto(path);
    await expect(
      page.getByText('Did you forget to add the page to the router?', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}${path}`);
  }
});
