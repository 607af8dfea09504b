/**
 * Runs in the page before anything else (bench/first-screen.ts bundles it as an init script): watches the
 * DOM for a screen's data as a customer sees them, by their texts, not by the app's ids or classes:
 * `texts`, each an element's whole text (two may be the same figure), and `list`: under the heading (h1–h6)
 * `heading`, rows (`rows`, a CSS selector: list items by default) whose texts contain `items` in order; all
 * of them rendered (not display:none or hidden). When the DOM first holds all of that, `screenMark.foundAt` is set,
 * and `shownAt` at the next animation frame, just before the browser paints it. `tapAt` is the last
 * pointerdown. All are milliseconds from the navigation (performance.now()). `watchScreen(expected)` starts
 * watching for another screen within the same page (a tab switch, a save): only what is there after the
 * next tap counts.
 */

/** What a screen shows for the benchmark's customer once its data are in, as the app writes it. */
export type ScreenExpected = {
  texts: string[];
  list?: { heading: string; items: string[]; rows?: string };
};
export type ScreenMark = { tapAt: number | null; foundAt: number | null; shownAt: number | null };

declare global {
  interface Window {
    screenExpected?: ScreenExpected;
    screenMark?: ScreenMark;
    watchScreen?: (expected: ScreenExpected) => void;
  }
}

function textNodes(): Text[] {
  const nodes: Text[] = [];
  if (!document.body) return nodes;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/** The elements whose text is one of `texts`, one each; null until every one is there. */
function textElements(nodes: Text[], texts: string[]): Element[] | null {
  const left = [...texts];
  const found: Element[] = [];
  for (const node of nodes) {
    const at = left.indexOf(node.data.trim());
    if (at < 0 || !node.parentElement) continue;
    left.splice(at, 1);
    found.push(node.parentElement);
  }
  return left.length === 0 ? found : null;
}

/**
 * The first rows of the nearest container of the heading that holds as many as there are items, when each
 * contains its item in order; null otherwise.
 */
function rowElements(nodes: Text[], list: NonNullable<ScreenExpected['list']>): Element[] | null {
  const heading = nodes
    .find((node) => node.data.trim() === list.heading && node.parentElement?.closest('h1,h2,h3,h4,h5,h6'))
    ?.parentElement?.closest('h1,h2,h3,h4,h5,h6');
  const selector = list.rows ?? 'li, [role="listitem"]';
  for (let box = heading?.parentElement; box && box !== document.documentElement; box = box.parentElement) {
    const rows = [...box.querySelectorAll(selector)].slice(0, list.items.length);
    if (rows.length < list.items.length) continue;
    return rows.every((row, i) => row.textContent?.includes(list.items[i] ?? '')) ? rows : null;
  }
  return null;
}

const rendered = (element: Element) => element.checkVisibility({ visibilityProperty: true });

let expected = window.screenExpected;
const mark: ScreenMark = { tapAt: null, foundAt: null, shownAt: null };
window.screenMark = mark;
// Every resource of the load is read afterwards: room for more than the default 250.
performance.setResourceTimingBufferSize(2000);
addEventListener(
  'pointerdown',
  () => {
    mark.tapAt = performance.now();
  },
  { capture: true },
);
let frameAsked = false;
let afterTap = false;

function check() {
  if (mark.foundAt !== null || !expected || (afterTap && mark.tapAt === null)) return;
  const nodes = textNodes();
  const texts = textElements(nodes, expected.texts);
  const rows = texts && (expected.list ? rowElements(nodes, expected.list) : []);
  if (!texts || !rows) return;
  if (![...texts, ...rows].every(rendered)) {
    // In the DOM but not rendered yet: looked at again each frame (a style change is not a DOM change).
    if (!frameAsked) {
      frameAsked = true;
      requestAnimationFrame(() => {
        frameAsked = false;
        check();
      });
    }
    return;
  }
  mark.foundAt = performance.now();
  observer.disconnect();
  requestAnimationFrame(() => {
    mark.shownAt = performance.now();
  });
}

const observer = new MutationObserver(check);
observer.observe(document, { childList: true, subtree: true, characterData: true });

window.watchScreen = (next) => {
  expected = next;
  afterTap = true;
  Object.assign(mark, { tapAt: null, foundAt: null, shownAt: null });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
};
