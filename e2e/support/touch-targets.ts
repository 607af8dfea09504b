import { expect, type Page } from '@playwright/test';

/** Everything a finger can hit: buttons, links, form fields, tabs and other widget roles. */
const INTERACTIVE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, ' +
  '[role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="link"], ' +
  '[role="menuitem"], [role="option"], [role="slider"]';

/**
 * Asserts every visible interactive element (inside `within`, a CSS selector, if given) is at least 44 x 44 px
 * (WCAG 2.5.5), naming any that is not.
 */
export async function expectTouchTargets(page: Page, screen: string, within?: string) {
  const offenders = await page.evaluate(
    ([selector, scope]) => {
      const small: string[] = [];
      const root = scope ? document.querySelector(scope) : document;
      if (!root) return [`nothing matches ${scope}`];
      for (const element of root.querySelectorAll<HTMLElement>(selector)) {
        if (element.closest('[aria-hidden="true"]')) continue; // e.g. Radix's hidden form inputs
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        // Not on screen, or visually hidden (sr-only: 1 x 1 px, a label stands in for it).
        if (style.visibility === 'hidden' || style.display === 'none' || box.width <= 1 || box.height <= 1)
          continue;
        if (box.width < 44 || box.height < 44) {
          const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
          small.push(
            `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
          );
        }
      }
      return small;
    },
    [INTERACTIVE, within ?? null] as const,
  );
  expect(offenders, `${screen}: touch targets under 44 x 44 px`).toEqual([]);
}
