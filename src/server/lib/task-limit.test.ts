import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { createTaskLimit } from './task-limit.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('createTaskLimit', () => {
  it('runs at most N tasks at once, in order, and refuses beyond the waiting line', async () => {
    const run = createTaskLimit(2, 3);
    let active = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      active += 1;
      most = Math.max(most, active);
      await tick();
      order.push(n);
      active -= 1;
      return n;
    };
    const accepted = [1, 2, 3, 4, 5].map((n) => run(task(n)));
    await expect(run(task(6))).rejects.toMatchObject({ statusCode: 503 });
    expect(await Promise.all(accepted)).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    // A newcomer arriving as a slot frees up does not make three at once.
    const more = [7, 8, 9].map((n) => run(task(n)));
    await tick();
    const late = run(task(10));
    await Promise.all([...more, late]);
    expect(most).toBe(2);
  });

  it('frees the slot of a task that fails', async () => {
    const run = createTaskLimit(1, 0);
    await expect(run(async () => Promise.reject(new AppError('VALIDATION', 'bad')))).rejects.toThrow('bad');
    expect(await run(async () => 'next')).toBe('next');
  });
});
