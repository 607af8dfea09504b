import type { Logger } from 'pino';

/** How the supervised server process ended. */
export type ServerExit = { code: number | null; signal: string | null };

export type SupervisedServer = {
  /** Starts the server again; resolves once it accepts connections, rejects if it cannot start. */
  start: () => Promise<void>;
  /** Calls back once when the running server exits; answers a function that stops watching. */
  watchExit: (onExit: (exit: ServerExit) => void) => () => void;
  /** The last lines the server logged, to say why a start failed. */
  lastLog: () => string[];
};

export type RestartPolicy = {
  /** The wait before the first restart; each further attempt doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A server that ran this long before it stopped counts as healthy: the next wait starts over. */
  stableAfterMs: number;
};

const RESTART_POLICY: RestartPolicy = { firstDelayMs: 500, maxDelayMs: 30_000, stableAfterMs: 60_000 };

/** The wait before restart attempt `attempt` (0-based): doubling from the first delay, capped. */
export function restartDelay(attempt: number, policy: RestartPolicy = RESTART_POLICY): number {
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(attempt, 30));
}

/**
 * Restarts a server that stops without being asked, waiting longer after each attempt, until it runs
 * again; a server that crashes right after each start is retried every 30 s at most. The answer stops
 * supervising and resolves once no start is in progress, so the caller can then stop the server itself.
 */
export function superviseServer(
  server: SupervisedServer,
  log: Logger,
  policy: RestartPolicy = RESTART_POLICY,
): () => Promise<void> {
  let stopped = false;
  let attempt = 0;
  let startedAt = Date.now();
  let timer: NodeJS.Timeout | undefined;
  let starting: Promise<void> | undefined;
  let unwatch: () => void = () => {};

  const scheduleRestart = () => {
    const delayMs = restartDelay(attempt, policy);
    attempt++;
    timer = setTimeout(() => {
      timer = undefined;
      if (stopped) return;
      starting = server.start().then(
        () => {
          startedAt = Date.now();
          log.warn({ attempt }, 'embedded PostgreSQL restarted');
          if (stopped) return;
          unwatch = server.watchExit(onExit);
        },
        () => {
          if (stopped) return;
          log.error(
            { attempt, retryInMs: restartDelay(attempt, policy), postgres: server.lastLog() },
            'embedded PostgreSQL could not be restarted; trying again',
          );
          scheduleRestart();
        },
      );
    }, delayMs);
  };

  const onExit = (exit: ServerExit) => {
    if (stopped) return;
    if (Date.now() - startedAt >= policy.stableAfterMs) attempt = 0;
    log.warn(
      { ...exit, retryInMs: restartDelay(attempt, policy) },
      'embedded PostgreSQL stopped unexpectedly; restarting it',
    );
    scheduleRestart();
  };

  unwatch = server.watchExit(onExit);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    unwatch();
    await starting?.catch(() => {});
  };
}
