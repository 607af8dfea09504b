import { type CSSProperties, type PointerEvent, useEffect, useRef, useState } from 'react';
import { type Step, swipeStep } from '../components/viewer-steps.ts';

/** Whether the page is pinch-zoomed in: then a sideways move pans the zoomed page and is no swipe. */
function usePinchZoomed(): boolean {
  const [zoomed, setZoomed] = useState(false);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => setZoomed(viewport.scale > 1.01);
    update();
    viewport.addEventListener('resize', update);
    return () => viewport.removeEventListener('resize', update);
  }, []);
  return zoomed;
}

/**
 * A horizontal swipe by touch or pen on an element, by pointer events (no library): one finger, from down
 * to up, judged by `swipeStep`. `touch-action: pan-y pinch-zoom` leaves vertical scrolling and pinching to
 * the browser (either cancels the swipe); a second finger cancels it too, and while the page is zoomed in
 * the browser keeps sideways moves for panning. The mouse uses the buttons and arrow keys.
 */
export function useSwipe(onStep: (step: Step) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const zoomed = usePinchZoomed();
  const style: CSSProperties = { touchAction: zoomed ? 'auto' : 'pan-y pinch-zoom' };
  return {
    style,
    onPointerDown: (event: PointerEvent) => {
      const swipes = event.pointerType !== 'mouse' && event.isPrimary && !zoomed;
      start.current = swipes ? { id: event.pointerId, x: event.clientX, y: event.clientY } : null;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
      if (step) onStep(step);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
