import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { claimJobRun } from '../services/jobs/claim-job-run.ts';

type ScheduledJob = {
  /** Its row in job_runs. */
  name: string;
  everyMs: number;
  /** The work; it catches and logs its own failures. */
  run: () => Promise<unknown>;
};

/**
 * Runs a job when the app is ready and then every `everyMs`, in one app process of however many share the
 * database: each timer claims the period's run first (docs/decisions/028), and a process that finds it
 * claimed skips it. Closing the app stops the timer and waits for a run under way.
 */
export function scheduleJob(app: FastifyInstance, db: Db, job: ScheduledJob): void {
  let running: Promise<unknown> | null = null;
  let closed = false;
  const tick = () => {
    if (running || closed) return;
    running = claimJobRun(db, job.name, job.everyMs)
      .then((mine) => (mine ? job.run() : undefined))
      .catch((err: Error) => app.log.warn({ err, job: job.name }, 'scheduled job could not start'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, job.everyMs);
  timer.unref();
  app.addHook('onReady', async () => tick());
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
}
