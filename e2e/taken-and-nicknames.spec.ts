import { expect, test } from '@playwright/test';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { expectNoViolationsInBothThemes } from './support/axe.ts';
import { expectTouchTargets } from './support/touch-targets.ts';
import { expectNoHorizontalOverflow, expectTiles } from './support/tracker.ts';

// Kinds and discretion (issue 29, docs/decisions/054, 061): a product taken on a day is marked from the
// home in one tap, without minutes; in discreet mode a device shows the nickname the customer chose, and
// the goal card's figures are blurred until tapped.

const PASSWORD = 'taken-nicknames-1';
const PILLS = 'Pills';
const NOOSE = 'Cotton Hanging Noose for Stretching Exercises';

test.use({ viewport: { width: 375, height: 667 } });

test('pills are marked taken from the home in one tap, counted as no session and no minute', async ({
  page,
}) => {
  const email = freshEmail('taken');
  await registerThroughUi(page, email, PASSWORD);
  await signInThroughUi(page, email, PASSWORD);
  await expectTiles(page, 0, 0, 0);
  // Nothing to mark until the customer logs such a product.
  await expect(page.getByRole('region', { name: 'Today' })).toHaveCount(0);

  // Logged once through the session form (the spec's minimum of one minute there).
  expect((await page.request.post('/api/sessions', { data: { device: PILLS, duration: 1 } })).status()).toBe(
    201,
  );
  await page.reload();
  await expectTiles(page, 1, 1, 1);
  const today = page.getByRole('region', { name: 'Today' });
  await expect(today.getByText(PILLS, { exact: true })).toBeVisible();
  await expect(today.getByText('1 of the last 28 days')).toBeVisible();
  await expectTouchTargets(page, 'home with the Today card', 'main');
  await expectNoHorizontalOverflow(page);
  await expectNoViolationsInBothThemes(page, 'home with the Today card');

  // Today's mark: one tap, no minutes, no session; the entry reads "Taken".
  await today.getByRole('button', { name: `Mark taken: ${PILLS}` }).click();
  await expect(today.getByText('Taken today', { exact: true })).toBeVisible();
  await expectTiles(page, 1, 1, 1);
  await page.goto('/history');
  await expect(page.getByRole('listitem').filter({ hasText: 'Taken' })).toHaveCount(1);

  // Undo in one tap.
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Today' })
    .getByRole('button', { name: `Undo: ${PILLS}` })
    .click();
  await expect(
    page.getByRole('region', { name: 'Today' }).getByRole('button', { name: `Mark taken: ${PILLS}` }),
  ).toBeVisible();
  const history = await (await page.request.get('/api/sessions?limit=10')).json();
  expect(history.map((entry: { duration: number }) => entry.duration)).toEqual([1]);
});

test('discreet mode: a nickname replaces the device on every screen, and the goal card is blurred', async ({
  page,
}) => {
  const email = freshEmail('nicknames');
  await registerThroughUi(page, email, PASSWORD);
  await signInThroughUi(page, email, PASSWORD);
  await expectTiles(page, 0, 0, 0);
  expect((await page.request.post('/api/sessions', { data: { device: NOOSE, duration: 20 } })).status()).toBe(
    201,
  );
  const goal = await page.request.put('/api/goals', {
    data: {
      goal: { kind: 'minutes', target: 60, device: null },
      restDays: { kind: 'none' },
      weekStart: 1,
      reminders: { enabled: false, time: '19:00' },
      timeZone: 'UTC',
    },
  });
  expect(goal.status()).toBe(200);

  // Discreet mode, then the nickname, both in the profile's Preferences.
  await page.goto('/profile');
  const preferences = page.getByRole('region', { name: 'Preferences' });
  await preferences.getByLabel('Discreet mode').check();
  await preferences.getByText('Names for your devices').click();
  const field = preferences.getByLabel(`Nickname for ${NOOSE}`);
  await expect(field).toHaveAttribute('placeholder', /^Device [A-Z]$/);
  await field.fill('Blue one');
  await field.blur();
  await expect(preferences.getByText('Saved', { exact: true }).first()).toBeVisible();
  await expectNoViolationsInBothThemes(page, 'Preferences with the nicknames open');
  expect((await (await page.request.get('/api/preferences')).json()).deviceNicknames).toEqual({
    [NOOSE]: 'Blue one',
  });

  // The home: the nickname in the list, the goal card's figures blurred until tapped.
  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Recent Sessions' });
  await expect(recent.getByText('Blue one', { exact: true })).toBeVisible();
  const goals = page.getByRole('region', { name: 'Goals' });
  const hidden = goals.getByRole('button', { name: 'This week hidden: show' });
  await expect(hidden.locator('span[aria-hidden="true"]')).toHaveCSS('filter', /blur/);
  await hidden.click();
  await expect(goals.getByTestId('goal-progress')).toHaveText('20 of 60 minutes');
  await expect(goals.getByRole('button', { name: 'Streak hidden: show' })).toBeVisible();
  const text = await page.evaluate(() => document.body.innerText);
  expect(text).not.toContain(NOOSE);

  // Progress: every chart's figures hidden until tapped, the minutes too, the legend by nickname.
  await page.goto('/progress');
  const minutes = page.getByRole('region', { name: 'Minutes per week' });
  await expect(minutes.getByRole('button', { name: 'Minutes per week summary hidden: show' })).toBeVisible();
  await expect(minutes.getByRole('button', { name: 'Show chart' })).toBeVisible();
  await expect(minutes.getByText('Blue one', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.body.innerText)).not.toContain(NOOSE);

  // History too.
  await page.goto('/history');
  await expect(page.getByRole('listitem').getByText('Blue one', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.body.innerText)).not.toContain(NOOSE);
});
