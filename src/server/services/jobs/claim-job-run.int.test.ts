import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Deps } from '../../deps.ts';
import { createBackgroundTasks } from '../../lib/background-tasks.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { createAppMetrics } from '../../metrics/app-metrics.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { processPrivacyRequests } from '../privacy-requests/process-privacy-requests.ts';
import { claimJobRun } from './claim-job-run.ts';

// Scheduled work that several app processes share (docs/decisions/028): each period's run is claimed by
// one of them, and each privacy request by one worker.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a scheduled job', () => {
  it('runs in one of several processes whose timers fire together, and again next period', async () => {
    const claims = await Promise.all([0, 1, 2].map(() => claimJobRun(t.db, 'test-job', 60_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJobRun(t.db, 'test-job', 60_000)).toBe(false);
    await t.pool.query(
      "UPDATE job_runs SET started_at = now() - interval '55 seconds' WHERE name = 'test-job'",
    );
    expect(await claimJobRun(t.db, 'test-job', 60_000)).toBe(true);
  });
});

describe('privacy requests', () => {
  // The test app's own retention sweep (plugins/retention.ts) runs once as it starts, and does pending
  // privacy requests too. Left running, it could take some of the requests below (it did, on a busy CI
  // machine): wait until its run has been claimed and has ended, so the workers here are the only ones.
  beforeAll(async () => {
    await vi.waitFor(
      async () => {
        const claimed = await t.pool.query("SELECT 1 FROM job_runs WHERE name = 'retention'");
        if (claimed.rowCount === 0) throw new Error('the retention sweep has not started yet');
      },
      { timeout: 10_000, interval: 20 },
    );
    await t.app.retentionSweep();
  });

  const mails: MailMessage[] = [];
  const worker = (): Deps => {
    const log = pino({ level: 'silent' });
    return {
      config: t.config,
      db: t.db,
      pool: t.pool,
      log,
      mailer: { send: async (message) => void mails.push(message) },
      invitationKey: 'unused',
      unsubscribeKey: 'unused',
      tasks: createBackgroundTasks(log),
      metrics: createAppMetrics(t.pool),
    };
  };
  const pending = (count: number) =>
    t.pool.query(
      `INSERT INTO privacy_requests (topic, shop_domain, status)
       SELECT 'customers/data_request', 'shop.example', 'pending' FROM generate_series(1, $1)`,
      [count],
    );

  it('are each done once by two workers running at the same time (one email to the admin each)', async () => {
    await pending(6);
    const workers = [worker(), worker()];
    const done = await Promise.all(workers.map((deps) => processPrivacyRequests(deps)));
    await Promise.all(workers.map((deps) => deps.tasks.idle()));
    expect(done.reduce((sum, count) => sum + count, 0)).toBe(6);
    expect(mails.filter((mail) => mail.to === 'admin@example.com')).toHaveLength(6);
    const left = await t.pool.query("SELECT 1 FROM privacy_requests WHERE status <> 'done'");
    expect(left.rowCount).toBe(0);
  });

  it('wait while another worker has one, and are taken up once its claim has ended', async () => {
    await t.pool.query('DELETE FROM privacy_requests');
    await pending(1);
    await t.pool.query("UPDATE privacy_requests SET claimed_until = now() + interval '5 minutes'");
    expect(await processPrivacyRequests(worker())).toBe(0);
    await t.pool.query("UPDATE privacy_requests SET claimed_until = now() - interval '1 second'");
    expect(await processPrivacyRequests(worker())).toBe(1);
  });
});
