import type pg from 'pg';
import { Gauge, Histogram, type Registry } from 'prom-client';
import { onPoolWait } from './pool-waits.ts';

/**
 * The database pool's use, read when scraped (clients open, idle, checkouts waiting, the limit), and the
 * time checkouts waited for a client (its `_count` counts the waits). Returns what stops the wait timing.
 */
export function registerPoolMetrics(registry: Registry, pool: pg.Pool): () => void {
  const registers = [registry];
  new Gauge({
    name: 'tracker_db_pool_clients',
    help: 'Database clients the pool holds open (in use or idle)',
    registers,
    collect() {
      this.set(pool.totalCount);
    },
  });
  new Gauge({
    name: 'tracker_db_pool_idle_clients',
    help: 'Database clients open and idle in the pool',
    registers,
    collect() {
      this.set(pool.idleCount);
    },
  });
  new Gauge({
    name: 'tracker_db_pool_waiting_checkouts',
    help: 'Queries or transactions waiting for a database client',
    registers,
    collect() {
      this.set(pool.waitingCount);
    },
  });
  new Gauge({
    name: 'tracker_db_pool_max_clients',
    help: 'The most database clients the pool opens',
    registers,
    collect() {
      this.set(pool.options.max ?? 10);
    },
  });
  const waits = new Histogram({
    name: 'tracker_db_pool_wait_seconds',
    help: 'Time a checkout waited for a database client because every client was in use',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  return onPoolWait(pool, (seconds) => waits.observe(seconds));
}
