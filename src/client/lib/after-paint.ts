/**
 * Resolves once the browser has painted the page as it is now: a task after the next animation frame, or
 * after `fallbackMs` in a tab that draws no frames (hidden). No imports: the entry script uses it before any
 * library has run (docs/decisions/040).
 */
export function afterNextPaint(fallbackMs = 100): Promise<void> {
  return new Promise<void>((resolve) => {
    const fallback = setTimeout(resolve, fallbackMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
