import type { Page } from '@playwright/test';
import { readCatalogs } from '../../src/client/locales/catalog-files.ts';
import { pseudoMessages } from '../../src/client/locales/pseudo-locale.ts';

/**
 * Serves the pseudo-locale (accented, 40 % longer; docs/decisions/067) in place of every German catalog the
 * page asks for: open the page with the browser in German and every translated text is the pseudo-locale's.
 */
export async function servePseudoLocaleAsGerman(page: Page) {
  const english = Object.assign({}, ...(await readCatalogs()).map(({ messages }) => messages.en));
  const body = `export const messages = ${JSON.stringify(pseudoMessages(english))};`;
  await page.route(/\/assets\/de-[\w-]+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body }),
  );
}

/** What a narrow screen cuts: a page wider than the window, and buttons or tabs whose text overflows them. */
export function clippedText(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) {
      const widest = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((element) => element.getBoundingClientRect().right > width + 1)
        .filter(
          (element) =>
            ![...element.children].some((child) => child.getBoundingClientRect().right > width + 1),
        );
      const names = widest
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`);
      found.push(
        `the page is ${document.documentElement.scrollWidth} px wide in ${width} px: ${names.join(', ')}`,
      );
    }
    for (const element of document.querySelectorAll<HTMLElement>('button, [role="tab"], a')) {
      if (element.offsetParent === null) continue;
      if (element.scrollWidth > element.clientWidth + 1)
        found.push(`clipped: ${element.textContent?.trim()}`);
    }
    return found;
  });
}
