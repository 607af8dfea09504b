import { AppError } from './app-error.ts';

const BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

/**
 * Runs at most `running` tasks at once; up to `waiting` more wait their turn in order, and any beyond
 * that are refused at once with 503, so a burst cannot pile up work (and the memory it holds).
 */
export function createTaskLimit(running: number, waiting: number) {
  let active = 0;
  const queue: (() => void)[] = [];
  // A finishing task hands its slot straight to the next in line, so a newcomer cannot slip in between.
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < running) active += 1;
    else if (queue.length >= waiting)
      throw new AppError('BUSY', BUSY_MESSAGE, { headers: { 'retry-after': '5' } });
    else await new Promise<void>((resolve) => queue.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
