import type { Logger } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restartDelay, type ServerExit, type SupervisedServer, superviseServer } from './supervise-server.ts';

function fakeServer(startResults: boolean[] = []) {
  let onExit: ((exit: ServerExit) => void) | undefined;
  const server: SupervisedServer & { starts: number } = {
    starts: 0,
    start: async () => {
      server.starts++;
      if (startResults.shift() === false) throw new Error('could not start');
    },
    watchExit: (callback) => {
      onExit = callback;
      return () => {
        onExit = undefined;
      };
    },
    lastLog: () => ['FATAL: pre-existing shared memory block is still in use'],
  };
  const exit = () => onExit?.({ code: null, signal: 'SIGKILL' });
  return { server, exit, watching: () => onExit !== undefined };
}

const fakeLog = () => ({ warn: vi.fn(), error: vi.fn() });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('restartDelay', () => {
  it('doubles from half a second up to 30 seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 100].map((attempt) => restartDelay(attempt))).toEqual([
      500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('superviseServer', () => {
  it('restarts a server that stopped unasked after half a second, and logs both', async () => {
    const { server, exit, watching } = fakeServer();
    const log = fakeLog();
    superviseServer(server, log as unknown as Logger);
    exit();
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ signal: 'SIGKILL', retryInMs: 500 }),
      'embedded PostgreSQL stopped unexpectedly; restarting it',
    );
    await vi.advanceTimersByTimeAsync(499);
    expect(server.starts).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.starts).toBe(1);
    expect(log.warn).toHaveBeenLastCalledWith({ attempt: 1 }, 'embedded PostgreSQL restarted');
    expect(watching()).toBe(true);
  });

  it('waits twice as long after each failed start, saying why it failed', async () => {
    const { server, exit } = fakeServer([false, false, false, true]);
    const log = fakeLog();
    superviseServer(server, log as unknown as Logger);
    exit();
    await vi.advanceTimersByTimeAsync(500);
    expect(server.starts).toBe(1);
    expect(log.error).toHaveBeenLastCalledWith(
      { attempt: 1, retryInMs: 1000, postgres: ['FATAL: pre-existing shared memory block is still in use'] },
      'embedded PostgreSQL could not be restarted; trying again',
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(server.starts).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.starts).toBe(2);
    await vi.advanceTimersByTimeAsync(2000 + 4000);
    expect(server.starts).toBe(4);
    expect(log.warn).toHaveBeenLastCalledWith({ attempt: 4 }, 'embedded PostgreSQL restarted');
  });

  it('keeps backing off for a server that dies soon after each start, and starts over once it has run a minute', async () => {
    const { server, exit } = fakeServer();
    superviseServer(server, fakeLog() as unknown as Logger);
    for (const [index, delay] of [500, 1000, 2000, 4000].entries()) {
      exit();
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(server.starts).toBe(index);
      await vi.advanceTimersByTimeAsync(1);
      expect(server.starts).toBe(index + 1);
    }
    await vi.advanceTimersByTimeAsync(60_000);
    exit();
    await vi.advanceTimersByTimeAsync(500);
    expect(server.starts).toBe(5);
  });

  it('restarts nothing once stopped, even a restart already waiting', async () => {
    const { server, exit, watching } = fakeServer();
    const stop = superviseServer(server, fakeLog() as unknown as Logger);
    exit();
    await stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.starts).toBe(0);
    expect(watching()).toBe(false);
  });
});
