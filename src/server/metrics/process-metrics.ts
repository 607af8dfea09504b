import { collectDefaultMetrics, Registry } from 'prom-client';

let registry: Registry | undefined;

/**
 * The process's own metrics (CPU, memory, handles, GC, event-loop lag from monitorEventLoopDelay), one
 * registry per process: they describe the process, not an app, and prom-client's collector starts an
 * event-loop delay monitor and a GC observer that it never stops, so one per app built (tests build
 * many in one process) would pile up.
 */
export function processMetrics(): Registry {
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
  }
  return registry;
}
