import { useEffect, useState } from 'react';

/**
 * This device's clock, read again every second while `ticking` and whenever the page comes back into
 * view (a phone that was locked). Only what is shown ticks: the timer itself is computed from stored times.
 */
export function useNow(ticking: boolean): number {
  // A render reads the clock afresh: a value kept from the last tick would be stale after a pause.
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!ticking) return;
    const update = () => setTick((tick) => tick + 1);
    const interval = window.setInterval(update, 1000);
    document.addEventListener('visibilitychange', update);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', update);
    };
  }, [ticking]);
  return Date.now();
}
