import { expect, test } from '@playwright/test';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { expectNoViolationsInBothThemes } from './support/axe.ts';
import { expectTouchTargets } from './support/touch-targets.ts';
import { expectNoHorizontalOverflow, shownToast } from './support/tracker.ts';

// The optional measurement points (issue 29, docs/decisions/059): the form's "More measurement points",
// a chart per point on Progress, and the calm hint when two measurements of one day disagree.
const PASSWORD = 'points-pass-1';
const HINT_END = 'Measure at the same time of day, the same way, and log the average.';

test.use({ viewport: { width: 375, height: 667 }, timezoneId: 'UTC' });

/** 'Nov 3' for today in UTC, as the hint writes a day. */
const todayShort = () =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date());

test('base girth: logged with its how-to, charted on Progress, and a hint when a second one differs', async ({
  page,
}) => {
  const email = freshEmail('points');
  await registerThroughUi(page, email, PASSWORD);
  await signInThroughUi(page, email, PASSWORD);
  await expect(page.getByRole('region', { name: 'Goals' })).toBeVisible();
  await page.goto('/measurement');
  await expect(page.getByRole('heading', { name: 'New Measurement', level: 1 })).toBeVisible();

  // Closed, the form is the spec's: unit, date, length, girth.
  const more = page.getByRole('button', { name: 'More measurement points' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Base girth')).toHaveCount(0);
  await expect(page.getByRole('spinbutton')).toHaveCount(2);

  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const baseGirth = page.getByLabel('Base girth', { exact: true });
  await expect(baseGirth).toBeVisible();
  // The how-to is under the field and read with it.
  const howTo = 'Erect, wrap a soft tape once around the shaft right at the base, snug but not tight.';
  await expect(page.getByText(howTo, { exact: false })).toBeVisible();
  await expect(baseGirth).toHaveAccessibleDescription(new RegExp(`^${howTo}`));
  await expectNoHorizontalOverflow(page);
  await expectTouchTargets(page, '/measurement with more points');
  await expectNoViolationsInBothThemes(page, '/measurement with more points');

  // A value out of its range is refused under its field.
  await page.getByLabel('Length', { exact: true }).fill('6.5');
  await baseGirth.fill('40');
  await page.getByRole('button', { name: 'Save Measurements' }).click();
  await expect(page.getByText('Base girth must be between 0.5 and 12 in')).toBeVisible();

  await baseGirth.fill('5');
  await expect(page.getByText('12.7 cm')).toBeVisible();
  await page.getByRole('button', { name: 'Save Measurements' }).click();
  await expect(shownToast(page, 'Measurements saved successfully!')).toBeVisible();
  await expect(page.getByLabel('Length', { exact: true })).toHaveValue('');
  await expect(page.getByRole('region', { name: 'Measurements that differ' })).toHaveCount(0);

  // A second base girth the same day, 0.4 in more: the hint after the save.
  await page.getByLabel('Length', { exact: true }).fill('6.5');
  await page.getByLabel('Base girth', { exact: true }).fill('5.4');
  await page.getByRole('button', { name: 'Save Measurements' }).click();
  const sentence = `Two base girth measurements on ${todayShort()} differ by 0.4 in. ${HINT_END}`;
  const hint = page.getByRole('region', { name: 'Measurements that differ' });
  await expect(hint.getByText(sentence)).toBeVisible();
  await expectNoViolationsInBothThemes(page, '/measurement with the consistency hint');

  // Progress: a card of its own, with its sentence and the hint.
  await page.goto('/progress');
  const card = page.getByRole('region', { name: 'Base girth', exact: true });
  await expect(card).toBeVisible();
  await expect(
    card.getByText(
      /^Base girth: 5\.4 in on [A-Z][a-z]{2} \d+, \d{4}; \+0\.4 in since your first measurement/,
    ),
  ).toBeVisible();
  await expect(page.getByText(sentence)).toBeVisible();
  // Lengths 6.5 and 6.5 agree: no hint for length.
  await expect(page.getByText(/length measurements on/)).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await expectTouchTargets(page, '/progress with a base girth card');
  await expectNoViolationsInBothThemes(page, '/progress with a base girth card');

  // The entry shows its base girth; its edit opens with the points shown and filled.
  const id = await page.evaluate(async () => {
    const reply = await fetch('/api/sessions?limit=1', { credentials: 'include' });
    return ((await reply.json()) as { id: number }[])[0]?.id;
  });
  await page.goto(`/entry?id=${id}`);
  await expect(page.getByRole('term').filter({ hasText: 'Base girth' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '5.4 in' })).toBeVisible();
  await page.goto(`/measurement?edit=${id}`);
  await expect(page.getByRole('button', { name: 'More measurement points' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByLabel('Base girth', { exact: true })).toHaveValue('5.4');

  // A target for base girth, from the goals' list of other points, reads the base girth series.
  await page.goto('/goals');
  const targets = page.getByRole('region', { name: 'Measurement targets' });
  await targets.getByLabel('Another measurement point').selectOption({ label: 'Base girth' });
  await targets.getByRole('button', { name: 'Add a target' }).click();
  await expect(targets.getByLabel('Target base girth')).toBeFocused();
  await targets.getByLabel('Target base girth').fill('6');
  const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  await targets.getByLabel('Reach it by').fill(inAYear);
  await targets.getByRole('button', { name: 'Save target' }).click();
  await expect(shownToast(page, 'Base girth target saved')).toBeVisible();
  await expect(targets.getByText(/^5\.4 of 6 in; 0\.6 in to go by /)).toBeVisible();
  await expect(targets.getByRole('progressbar', { name: 'Base girth target' })).toHaveAttribute(
    'aria-valuenow',
    '90',
  );
});
