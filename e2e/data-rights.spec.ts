import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { readZip } from '../src/server/test/zip.ts';
import { PHOTO_CONSENT, PRIVACY_NOTICE } from '../src/shared/privacy-notice.ts';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { expectNoViolationsInBothThemes } from './support/axe.ts';
import { expectTouchTargets } from './support/touch-targets.ts';
import { expectNoHorizontalOverflow, photo } from './support/tracker.ts';

const DEVICE = 'Adjustable Penis Weight Hanging System';
const PASSWORD = 'rights-pass-1';

test.use({ viewport: { width: 375, height: 812 } });

test('a new user accepts the notice, logs a session with a photo, downloads everything, deletes the account and cannot sign in', async ({
  page,
  baseURL,
}) => {
  const email = freshEmail('rights');
  await registerThroughUi(page, email, PASSWORD, { acceptPrivacy: false });
  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(`${baseURL}/`);

  // The privacy notice first, before anything is saved.
  const notice = page.getByRole('alertdialog', { name: PRIVACY_NOTICE.title });
  await notice.getByRole('button', { name: PRIVACY_NOTICE.accept }).click();
  await expect(notice).toHaveCount(0);

  // A session with a photo, through the form.
  await page.getByRole('button', { name: 'New Session' }).click();
  await expect(page.getByRole('heading', { name: 'Track Your Progress!' })).toBeVisible();
  await page.getByLabel('Device').selectOption(DEVICE);
  await expect(page.getByLabel('Device')).toHaveValue(DEVICE);
  await page.getByLabel('Duration (minutes)').fill('25');
  await page.getByLabel('Notes').fill('First one, with a photo');
  await page
    .getByLabel('Image')
    .setInputFiles({ name: 'progress.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  // Photo storage is agreed to separately, the first time.
  const photoConsent = page.getByRole('alertdialog', { name: PHOTO_CONSENT.title });
  await photoConsent.getByRole('button', { name: PHOTO_CONSENT.accept }).click();
  await expect(photoConsent).toHaveCount(0);
  await page.getByRole('button', { name: 'Log Session', exact: true }).click();
  await expect(page.getByText('Session logged successfully!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);

  // Profile → Your data.
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Your data' });
  await expect(card).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectTouchTargets(page, 'your data', 'main');
  await expectNoViolationsInBothThemes(page, '/profile (Your data)');

  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = await readZip(fs.readFileSync((await download.path()) as string));
  const names = entries.map((entry) => entry.name);
  expect(names.slice(0, 4)).toEqual(['README.txt', 'sessions.csv', 'sessions.json', 'data.json']);
  expect(names.filter((name) => /^photos\/\d+\.jpg$/.test(name))).toHaveLength(1);
  const csv = entries.find((entry) => entry.name === 'sessions.csv')?.data.toString() ?? '';
  expect(csv).toContain(`,${DEVICE},25,`);
  // The customer's own copy: notes as written (quoted), the time in the browser's zone with its offset.
  expect(csv).toContain('"First one, with a photo"');
  expect(csv).toMatch(/\r\n\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2},/);
  const data = JSON.parse(entries.find((entry) => entry.name === 'data.json')?.data.toString() ?? '{}');
  expect(data.tables.users[0].email).toBe(email);
  expect(data.tables.sessions[0].notes).toBe('First one, with a photo');
  expect(data.tables.customer_consents.map((row: { kind: string }) => row.kind).sort()).toEqual([
    'notice',
    'photos',
  ]);
  const jpeg = entries.find((entry) => entry.name.startsWith('photos/'))?.data;
  expect(jpeg?.subarray(0, 2).toString('hex')).toBe('ffd8');

  // Delete the account: the dialog asks for the password; a wrong one is said so and nothing happens.
  await card.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await expectTouchTargets(page, 'delete dialog', '[role="alertdialog"]');
  await expectNoViolationsInBothThemes(page, '/profile (Delete your account?)');
  await dialog.getByLabel('Password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The password is not correct');
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(`${baseURL}/auth`);
  await expect(page.getByText('Your account was deleted', { exact: true })).toBeVisible();

  // Signing in again fails: the account is gone.
  await signInThroughUi(page, email, PASSWORD);
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/auth`);
});
