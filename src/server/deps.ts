import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { BackgroundTasks } from './lib/background-tasks.ts';
import type { Mailer } from './mail/mailer.ts';
import type { AppMetrics } from './metrics/app-metrics.ts';

/** What services need from the running app. */
export type Deps = {
  config: Config;
  db: Db;
  pool: pg.Pool;
  mailer: Mailer;
  log: Logger;
  /** Signs owners' embed invitations (derived from the session secret). */
  invitationKey: string;
  /** Signs the unsubscribe links of reminder emails (derived from the session secret, for that alone). */
  unsubscribeKey: string;
  /** Work done after the answer (emails); awaited when the app closes. */
  tasks: BackgroundTasks;
  /** This app's Prometheus metrics (docs/decisions/027). */
  metrics: AppMetrics;
};

/** Who made a request, for security logs and the list of login sessions (active_sessions). */
export type RequestMeta = { ip: string; userAgent: string | null };
