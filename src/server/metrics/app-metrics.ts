import { finished, type Readable } from 'node:stream';
import type pg from 'pg';
import { Histogram, Registry } from 'prom-client';
import { registerPoolMetrics } from './pool-metrics.ts';
import { processMetrics } from './process-metrics.ts';

/** The photo work sharp does: a photo as it comes in (with its thumbnail), or a thumbnail made later. */
export type PhotoWork = 'upload' | 'thumbnail';
/** The exports whose duration is measured: the admin's CSV and zip, and a customer's own data. */
export type ExportKind = 'sessions_csv' | 'users_csv' | 'sessions_zip' | 'customer_data_zip';

/** One app's Prometheus metrics (docs/decisions/027). */
export type AppMetrics = {
  /** Counts one answered request under its route pattern (never the path as sent). */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /** Runs one piece of photo work and records how long it took. */
  timePhotoWork<T>(work: PhotoWork, task: () => Promise<T>): Promise<T>;
  /** Records how long an export's stream took from now until it ended (or failed); returns the stream. */
  timeExport<S extends Readable>(kind: ExportKind, stream: S): S;
  /** The text exposition of the process's and this app's metrics. */
  exposition(): Promise<string>;
  readonly contentType: string;
  close(): void;
};

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
const statusClass = (status: number) => STATUS_CLASSES[Math.floor(status / 100) - 1] ?? 'other';

/**
 * The metrics of one app on its own registry (tests build many apps in one process, so nothing goes in
 * prom-client's global one): request durations, the database pool, exports and photo work.
 */
export function createAppMetrics(pool: pg.Pool): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by route pattern',
    labelNames: ['method', 'route', 'status_class'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const photoWork = new Histogram({
    name: 'tracker_photo_processing_seconds',
    help: 'Time sharp took on one photo: decoding, re-encoding and its thumbnail (upload), or a thumbnail',
    labelNames: ['work', 'outcome'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const exports = new Histogram({
    name: 'tracker_export_duration_seconds',
    help: 'Time an export took from its first row read to its last byte handed on',
    labelNames: ['export', 'outcome'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
    registers,
  });
  const stopPoolWaits = registerPoolMetrics(registry, pool);

  return {
    observeRequest(method, route, statusCode, seconds) {
      requests.observe({ method, route, status_class: statusClass(statusCode) }, seconds);
    },
    async timePhotoWork(work, task) {
      const end = photoWork.startTimer({ work });
      try {
        const result = await task();
        end({ outcome: 'ok' });
        return result;
      } catch (err) {
        end({ outcome: 'failed' });
        throw err;
      }
    },
    timeExport(kind, stream) {
      const end = exports.startTimer({ export: kind });
      finished(stream, (err) => void end({ outcome: err ? 'failed' : 'ok' }));
      return stream;
    },
    async exposition() {
      return `${await processMetrics().metrics()}\n${await registry.metrics()}`;
    },
    contentType: registry.contentType,
    close: stopPoolWaits,
  };
}
