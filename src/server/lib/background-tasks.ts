import type { Logger } from 'pino';

/**
 * Work a request starts but does not wait for (emails), so the answer cannot tell by its timing what the
 * work was. Each task is tracked: closing the app waits for them all before the pool ends, and tests can
 * wait with `idle()`. A failure is logged through the error serializer, without personal data.
 */
export type BackgroundTasks = {
  run: (name: string, task: () => Promise<unknown>) => void;
  idle: () => Promise<void>;
  close: () => Promise<void>;
};

export function createBackgroundTasks(log: Logger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  let closed = false;
  const idle = async () => {
    while (running.size > 0) await Promise.all(running);
  };
  return {
    run(name, task) {
      if (closed) {
        log.warn({ task: name }, 'background task dropped: the app is closing');
        return;
      }
      // setImmediate: the task starts once the answer has been handed to the socket.
      const tracked = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (err: unknown) => log.error({ err, task: name }, 'background task failed'),
        )
        .finally(() => running.delete(tracked));
      running.add(tracked);
    },
    idle,
    async close() {
      closed = true;
      await idle();
    },
  };
}
