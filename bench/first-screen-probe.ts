/**
 * Runs in the page before anything else (bench/first-screen.ts bundles it as an init script): watches the
 * DOM for the tracker home's first screen as a customer sees it, by its texts, not by the app's ids or
 * classes: the three totals of `firstScreenExpected` (each an element's whole text; two tiles may show the
 * same figure) and, under the heading 'Recent Sessions', five list items naming the five newest entries'
 * devices in order; all of them rendered (not display:none or hidden). When the DOM first holds all of
 * that, `firstScreenMark.foundAt` is set, and `shownAt` at the next animation frame, just before the
 * browser paints it. Both are milliseconds from the navigation (performance.now()).
 */

/** What the first screen shows for the benchmark's customer, as the app writes it. */
export type FirstScreenExpected = { totals: string[]; devices: string[] };
export type FirstScreenMark = { foundAt: number | null; shownAt: number | null };

declare global {
  interface Window {
    firstScreenExpected?: FirstScreenExpected;
    firstScreenMark?: FirstScreenMark;
  }
}

const RECENT_HEADING = 'Recent Sessions';

function textNodes(): Text[] {
  const nodes: Text[] = [];
  if (!document.body) return nodes;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/** The elements whose text is one of the totals, one per total; null until every total is there. */
function totalElements(nodes: Text[], totals: string[]): Element[] | null {
  const left = [...totals];
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
 * The first list items of the nearest container of the 'Recent Sessions' heading that holds as many as
 * there are devices, when each names its device in order; null otherwise.
 */
function entryElements(nodes: Text[], devices: string[]): Element[] | null {
  const heading = nodes.find((node) => node.data.trim() === RECENT_HEADING)?.parentElement;
  for (let box = heading?.parentElement; box && box !== document.documentElement; box = box.parentElement) {
    const items = [...box.querySelectorAll('li, [role="listitem"]')].slice(0, devices.length);
    if (items.length < devices.length) continue;
    return items.every((item, i) => item.textContent?.includes(devices[i] ?? '')) ? items : null;
  }
  return null;
}

const rendered = (element: Element) => element.checkVisibility({ visibilityProperty: true });

const expected = window.firstScreenExpected;
const mark: FirstScreenMark = { foundAt: null, shownAt: null };
window.firstScreenMark = mark;
// Every resource of the load is read afterwards: room for more than the default 250.
performance.setResourceTimingBufferSize(2000);
let frameAsked = false;

function check() {
  if (mark.foundAt !== null || !expected) return;
  const nodes = textNodes();
  const totals = totalElements(nodes, expected.totals);
  const entries = totals && entryElements(nodes, expected.devices);
  if (!totals || !entries) return;
  if (![...totals, ...entries].every(rendered)) {
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
