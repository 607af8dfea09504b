import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './support/accounts.ts';
import { expectTouchTargets } from './support/touch-targets.ts';
import { expectNoHorizontalOverflow, screenshot, shownToast } from './support/tracker.ts';

// The tracker's navigation on a phone (docs/decisions/049): the tab bar to every destination and back, the
// Log and More sheets, the running timer's chip on every screen, and toasts that leave every control free.
test.use({ viewport: { width: 375, height: 667 } });

const DEVICE = 'Pills';

/** Registers and signs in through the API, with three sessions logged. */
async function signUp(page: Page) {
  await signUpThroughApi(page, 'nav');
  for (const duration of [10, 15, 20]) {
    const logged = await page.request.post('/api/sessions', {
      data: { device: DEVICE, duration, notes: '' },
    });
    expect(logged.status()).toBe(201);
  }
}

/** No axe violations inside `selector` (the bar, a sheet), in light and dark; light afterwards. */
async function expectAccessibleIn(page: Page, selector: string, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const results = await new AxeBuilder({ page })
      .include(selector)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.passes.length, `axe checked ${name}`).toBeGreaterThan(3);
    const summary = results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(summary, `${name} (${colorScheme}) has accessibility violations`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Every control on screen (not in the toast) whose box the toast's box overlaps, by name. */
async function controlsUnder(toast: Locator): Promise<string[]> {
  return toast.evaluate((element) => {
    const own = element.getBoundingClientRect();
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="tab"], [role="radio"]';
    const covered: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.contains(control) || control.closest('[aria-hidden="true"]')) continue;
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || box.bottom <= 0 || box.top >= window.innerHeight) continue;
      const overlaps =
        box.left < own.right && own.left < box.right && box.top < own.bottom && own.top < box.bottom;
      if (overlaps) covered.push((control.getAttribute('aria-label') ?? control.textContent ?? '').trim());
    }
    return covered;
  });
}

const bar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** The way back beside a screen's heading ("Back to History", "Back to Dashboard"). */
const backButton = (page: Page) => page.getByRole('main').getByRole('button', { name: /^Back\b/ });

test('the tab bar reaches every destination, and back returns where the user came from', async ({
  page,
  baseURL,
}) => {
  await signUp(page);
  await page.goto('/');
  await expect(bar(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expectTouchTargets(page, 'the tab bar', 'nav[aria-label="Main"]');
  await expectAccessibleIn(page, 'nav[aria-label="Main"]', 'the tab bar');
  await expectNoHorizontalOverflow(page);

  for (const [tab, path, heading] of [
    ['History', '/history', 'History'],
    ['Progress', '/progress', 'Progress'],
    ['Photos', '/photos', 'Photos'],
  ] as const) {
    // There by the tab, back by the browser.
    await bar(page).getByRole('link', { name: tab }).click();
    await expect(page).toHaveURL(`${baseURL}${path}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(bar(page).getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    await expect(bar(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(page).toHaveURL(`${baseURL}/`);
    // A tab's root has no Back of its own: the tab bar is the way between tabs.
    await bar(page).getByRole('link', { name: tab }).click();
    await expect(page).toHaveURL(`${baseURL}${path}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(backButton(page)).toHaveCount(0);
    await bar(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
  }

  // From one tab to another, the browser's back goes to the one before, not to the dashboard.
  await bar(page).getByRole('link', { name: 'History' }).click();
  await bar(page).getByRole('link', { name: 'Progress' }).click();
  await expect(page.getByRole('heading', { name: 'Progress', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/history`);
  // A screen under a tab keeps its Back: an entry opened from the history returns there.
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Open: / })
    .first()
    .click({ position: { x: 12, y: 12 } });
  await expect(page).toHaveURL(/\/entry\?id=\d+$/);
  await expect(backButton(page)).toHaveText('Back to History');
  await backButton(page).click();
  await expect(page).toHaveURL(`${baseURL}/history`);
  await expect(backButton(page)).toHaveCount(0);
  // Opened anew (a bookmark), a tab's root still has none; Home is in the bar.
  await page.goto('/progress');
  await expect(page.getByRole('heading', { name: 'Progress', level: 1 })).toBeVisible();
  await expect(backButton(page)).toHaveCount(0);
  await bar(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);

  // Log: a session or a measurement, one tap to the sheet.
  await bar(page).getByRole('button', { name: 'Log', exact: true }).click();
  const log = page.getByRole('dialog', { name: 'Log' });
  await expect(log.getByRole('link')).toHaveText(['Log session', 'Start timer', 'Log measurement']);
  await expectTouchTargets(page, 'the Log sheet', '[role="dialog"]');
  await expectAccessibleIn(page, '[role="dialog"]', 'the Log sheet');
  await screenshot(page, 'log-sheet');
  await log.getByRole('link', { name: 'Log session' }).click();
  await expect(page).toHaveURL(`${baseURL}/log`);
  await expect(page.getByRole('heading', { name: 'Log Session', level: 1 })).toBeVisible();
  // The spec names this page's way back: the dashboard.
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);

  await bar(page).getByRole('button', { name: 'Log', exact: true }).click();
  await page.getByRole('dialog', { name: 'Log' }).getByRole('link', { name: 'Log measurement' }).click();
  await expect(page).toHaveURL(`${baseURL}/measurement`);
  await expect(page.getByRole('heading', { name: 'New Measurement', level: 1 })).toBeVisible();
  await page.getByLabel(/^Length/).fill('6.5');
  await page.getByRole('button', { name: 'Save Measurements' }).click();
  const saved = shownToast(page, 'Measurements saved successfully!');
  await expect(saved).toBeVisible();
  expect(await controlsUnder(saved), 'the toast covers a control').toEqual([]);
  await expect(page.getByLabel(/^Length/)).toHaveValue('');
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);

  // More: the places without a tab, the store and Logout.
  await bar(page).getByRole('button', { name: 'More', exact: true }).click();
  const more = page.getByRole('dialog', { name: 'More' });
  await expect(more.getByRole('link', { name: 'Goals' })).toBeVisible();
  await expect(more.getByRole('link', { name: 'Privacy and your data' })).toBeVisible();
  await expect(more.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(more.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expectTouchTargets(page, 'the More sheet', '[role="dialog"]');
  await expectAccessibleIn(page, '[role="dialog"]', 'the More sheet');
  await screenshot(page, 'more-sheet');
  // Escape closes it, focus back on More.
  await page.keyboard.press('Escape');
  await expect(more).toBeHidden();
  await expect(bar(page).getByRole('button', { name: 'More', exact: true })).toBeFocused();

  await bar(page).getByRole('button', { name: 'More', exact: true }).click();
  await more.getByRole('link', { name: 'Goals' }).click();
  await expect(page.getByRole('heading', { name: 'Goals', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/`);

  await bar(page).getByRole('button', { name: 'More', exact: true }).click();
  await more.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(`${baseURL}/profile`);
  // The profile keeps its header's spec links, in the one top bar, and the tab bar.
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(bar(page)).toBeVisible();
  await expectTouchTargets(page, '/profile');

  // The page's last content is above the bar, not under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = page.getByRole('main').locator(':scope > *').last();
  const lastBox = await last.boundingBox();
  const barBox = await bar(page).boundingBox();
  expect(lastBox && barBox && lastBox.y + lastBox.height <= barBox.y + 1, 'the bar hides the page end').toBe(
    true,
  );

  await bar(page).getByRole('button', { name: 'More', exact: true }).click();
  await more.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${baseURL}/auth`);
  await expect(bar(page)).toHaveCount(0);
});

test('a running timer shows on every screen, one tap from its own', async ({ page, baseURL }) => {
  await signUp(page);
  await page.goto('/timer');
  await expect(page.getByLabel('Device')).toHaveValue(DEVICE);
  await page.getByRole('button', { name: 'Start timer' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  // Not on the timer's own screen.
  await expect(bar(page).getByRole('link', { name: /^Timer:/ })).toHaveCount(0);

  await bar(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  const chip = bar(page).getByRole('link', { name: /^Timer:/ });
  await expect(chip).toContainText(/Set 1 of \d+/);
  await expect(chip).toContainText(/\d+:\d\d/);
  await expectTouchTargets(page, 'the tab bar with the timer', 'nav[aria-label="Main"]');
  await expectAccessibleIn(page, 'nav[aria-label="Main"]', 'the tab bar with the timer');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await screenshot(page, `timer-chip-${colorScheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  await chip.click();
  await expect(page).toHaveURL(`${baseURL}/timer`);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();

  // Paused, on another screen, after a reload too.
  await page.goto('/history');
  await expect(bar(page).getByRole('link', { name: /^Timer:/ })).toContainText('Paused');
  await bar(page)
    .getByRole('link', { name: /^Timer:/ })
    .click();
  await expect(page).toHaveURL(`${baseURL}/timer`);
  await page.getByRole('button', { name: 'Discard' }).click();
  await page
    .getByRole('alertdialog', { name: 'Discard this timer?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(page.getByText('Timer discarded', { exact: true })).toBeVisible();
  await bar(page).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeAttached();
  await expect(bar(page).getByRole('link', { name: /^Timer:/ })).toHaveCount(0);
});

test('after a save, the toast covers no control', async ({ page, baseURL }) => {
  await signUp(page);
  await page.goto('/log');
  await page.getByLabel('Device').selectOption(DEVICE);
  await page.getByRole('button', { name: 'Log Session' }).click();
  // The spec's destination after a save.
  await expect(page).toHaveURL(`${baseURL}/`);
  const toast = shownToast(page, 'Session logged successfully!');
  await expect(toast).toBeVisible();
  await expect.poll(() => controlsUnder(toast), { message: 'the toast covers a control' }).toEqual([]);
  // Nor the tab bar: Log is one tap away while it shows (once it has slid in).
  await expect
    .poll(
      async () => {
        const toastBox = await toast.boundingBox();
        const barBox = await bar(page).boundingBox();
        return !!toastBox && !!barBox && toastBox.y + toastBox.height <= barBox.y;
      },
      { message: 'the toast is over the bar' },
    )
    .toBe(true);
  await screenshot(page, 'toast-after-save');
  // Scrolled, it still leaves every control free.
  await page.mouse.wheel(0, 300);
  await expect.poll(() => controlsUnder(toast), { message: 'the toast covers a control' }).toEqual([]);
});
