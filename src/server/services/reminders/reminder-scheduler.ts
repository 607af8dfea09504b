import { sendDueReminders } from './send-due-reminders.ts';

/** The reminder job's timer: started by main.ts, stopped (awaiting a run in progress) when the app closes. */
export type ReminderScheduler = {
  start: () => void;
  /** One run now (tests pass the clock); a run already in progress is awaited instead. */
  runOnce: (now?: Date) => Promise<number | null>;
  stop: () => Promise<void>;
};

export function createReminderScheduler(
  deps: Parameters<typeof sendDueReminders>[0],
  intervalMs: number,
): ReminderScheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number | null> | undefined;
  let stopped = false;
  const runOnce = (now?: Date) => {
    if (running) return running;
    if (stopped) return Promise.resolve(null);
    running = sendDueReminders(deps, now).finally(() => {
      running = undefined;
    });
    return running;
  };
  const tick = () =>
    void runOnce().catch((err: unknown) => deps.log.error({ err }, 'reminder job failed; runs again soon'));
  return {
    start() {
      if (timer || stopped || intervalMs <= 0) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
