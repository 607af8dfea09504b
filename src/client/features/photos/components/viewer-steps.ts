import type { MessageValues } from '#client/lib/i18n/use-t.ts';

/** A step through the gallery: -1 to the newer photo (Previous), 1 to the older (Next). */
export type Step = -1 | 1;

/** How far a finger must travel sideways before a swipe turns the photo (CSS pixels). */
export const SWIPE_MIN_PX = 50;

/**
 * The step a finger's travel asks for, or null: far enough sideways, and more sideways than up or down (a
 * mostly vertical move is a scroll). Like turning a page, a swipe to the left goes on (Next, the older photo).
 */
export function swipeStep(dx: number, dy: number, minPx = SWIPE_MIN_PX): Step | null {
  if (Math.abs(dx) < minPx || Math.abs(dx) < 1.5 * Math.abs(dy)) return null;
  return dx < 0 ? 1 : -1;
}

/** The step an arrow key asks for (ArrowRight goes on, as the Next button on the right does), or null. */
export function keyStep(key: string): Step | null {
  if (key === 'ArrowRight') return 1;
  if (key === 'ArrowLeft') return -1;
  return null;
}

/**
 * Where a step from `index` leads among `loaded` photos: the photo's index, 'more' when it is the next
 * page's first (not loaded yet), or null at an end.
 */
export function stepTarget(
  index: number,
  step: Step,
  loaded: number,
  hasMore: boolean,
): number | 'more' | null {
  const target = index + step;
  if (target < 0) return null;
  if (target < loaded) return target;
  return hasMore ? 'more' : null;
}

/**
 * '3 of 57': the position among every photo of the gallery, loaded or not (the gallery counts them; never
 * fewer than those loaded, should one have been added since).
 */
export function positionText(
  t: (id: string, values?: MessageValues) => string,
  index: number,
  loaded: number,
  total: number,
): string {
  return t('photos.viewer.position', { position: index + 1, total: Math.max(loaded, total) });
}

/** The neighbours worth fetching ahead: the photos a step away that are loaded. */
export function neighbourIndexes(index: number, loaded: number): number[] {
  return [index + 1, index - 1].filter((i) => i >= 0 && i < loaded);
}
