import { vi } from 'vitest';

/** Runs `run` with the clock (Date only; timers run as usual) set to `now`, then puts the real clock back. */
export async function atTime<T>(now: string, run: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(now));
  try {
    return await run();
  } finally {
    vi.useRealTimers();
  }
}
