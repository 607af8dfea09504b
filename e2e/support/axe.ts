import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No axe violations (WCAG 2.1 A and AA) on the page as it is now, each one named if there are. */
export async function expectNoViolations(page: Page, name: string) {
  // The toasts' live region is on every screen of the app: axe checks it too.
  if (!new URL(page.url()).pathname.startsWith('/api/')) {
    await expect(page.locator('[role="region"][aria-label^="Notifications"]')).toBeAttached();
  }
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(results.passes.length, `axe checked ${name}`).toBeGreaterThan(10);
  expect(summary, `${name} has accessibility violations`).toEqual([]);
}

/** No axe violations in the light and the dark theme; back to `after` (light) afterwards. */
export async function expectNoViolationsInBothThemes(
  page: Page,
  name: string,
  after: 'light' | 'dark' = 'light',
) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoViolations(page, `${name} (${colorScheme})`);
  }
  await page.emulateMedia({ colorScheme: after });
}
