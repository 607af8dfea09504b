/** A vertical stretch of the screen, in CSS pixels from the viewport's top. */
export interface Band {
  top: number;
  bottom: number;
}

/**
 * Where a toast of `height` goes so that it lies over none of `controls` (docs/decisions/049): the top of
 * the lowest free stretch between `floor` (its lowest top: just above the tab bar) and `ceiling`; its usual
 * place when that is free; null when no stretch is free (it then keeps its usual place).
 */
export function toastTop(controls: Band[], height: number, floor: number, ceiling = 0): number | null {
  let top = floor;
  // Highest first below: each control in the way moves the toast up to just above it.
  const byBottom = [...controls].sort((a, b) => b.bottom - a.bottom);
  for (let moved = true; moved && top >= ceiling; ) {
    moved = false;
    for (const control of byBottom) {
      if (control.top < top + height && control.bottom > top) {
        top = control.top - height;
        moved = true;
      }
    }
  }
  return top >= ceiling ? top : null;
}
