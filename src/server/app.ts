import { createHmac } from 'node:crypto';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pino, { type Logger } from 'pino';
import { CLIENT_FOLDER } from './app-paths.ts';
import type { Config } from './config.ts';
import { stripProxyPrefix } from './customers/app-proxy.ts';
import type { Database } from './db/client.ts';
import type { Deps } from './deps.ts';
import { type BackgroundTasks, createBackgroundTasks } from './lib/background-tasks.ts';
import { loggerOptions } from './logger.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createAppMetrics } from './metrics/app-metrics.ts';
import { registerApiCacheControl } from './plugins/api-cache-control.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerAppManifest } from './plugins/app-manifest.ts';
import { registerClientFiles } from './plugins/client-files.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { registerJsonBodyParser } from './plugins/json-body.ts';
import { registerLoginSessions } from './plugins/login-sessions.ts';
import { registerMaintenance } from './plugins/maintenance.ts';
import { registerPhotoFileImport } from './plugins/photo-file-import.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { registerNulCheck } from './plugins/reject-nul.ts';
import { OneLineRequestLog } from './plugins/request-log.ts';
import { registerRequestMetrics } from './plugins/request-metrics.ts';
import { registerRetention } from './plugins/retention.ts';
import { registerSameOriginCheck } from './plugins/same-origin.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { accountRegistrationRoutes } from './routes/account-registration.ts';
import { adminRoutes } from './routes/admin.ts';
import { adminExportRoutes } from './routes/admin-exports.ts';
import { adminLoginRoutes } from './routes/admin-login.ts';
import { appConfigRoutes } from './routes/app-config.ts';
import { checkinRoutes } from './routes/checkins.ts';
import { consentRoutes } from './routes/consent.ts';
import { customerRoutes } from './routes/customer.ts';
import { customerAccountRoutes } from './routes/customer-account.ts';
import { emailVerificationRoutes } from './routes/email-verification.ts';
import { goalRoutes } from './routes/goals.ts';
import { healthRoutes } from './routes/health.ts';
import { historyRoutes } from './routes/history.ts';
import { loginRoutes } from './routes/login.ts';
import { logoutRoutes } from './routes/logout.ts';
import { measureTargetRoutes } from './routes/measure-targets.ts';
import { metricsRoutes } from './routes/metrics.ts';
import { myDataRoutes } from './routes/my-data.ts';
import { passwordResetRoutes } from './routes/password-reset.ts';
import { photoAccessRoutes } from './routes/photo-access.ts';
import { photoRoutes } from './routes/photos.ts';
import { pointProgressRoutes } from './routes/point-progress.ts';
import { preferencesRoutes } from './routes/preferences.ts';
import { privacyRequestRoutes } from './routes/privacy-requests.ts';
import { progressRoutes } from './routes/progress.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { shopifyWebhookRoutes } from './routes/shopify-webhooks.ts';
import { storeAuthRoutes } from './routes/store-auth.ts';
import { takenRoutes } from './routes/taken.ts';
import { testEmailRoutes } from './routes/test-email.ts';
import { timerRoutes } from './routes/timer.ts';
import { uploadRoutes } from './routes/upload.ts';
import { userRoutes } from './routes/user.ts';
import { getSavedTimeZone } from './services/goals/get-saved-time-zone.ts';
import { createReminderScheduler, type ReminderScheduler } from './services/reminders/reminder-scheduler.ts';
import { trustProxyOption } from './trust-proxy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's background work, so tests can wait for it. */
    tasks: BackgroundTasks;
    /** The reminder job: `start()` in main.ts, `runOnce(now)` in tests. */
    reminders: ReminderScheduler;
    /** `draining` from SIGTERM on: GET /readyz answers 503 so the load balancer takes the process out. */
    lifecycle: { draining: boolean };
  }
}

export type BuildOptions = {
  config: Config;
  database: Database;
  sessionSecret: string;
  mailer?: Mailer;
  clientDir?: string;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Called for each route as it is added (tests list every route to probe it). */
  onRoute?: (route: RouteOptions) => void;
};

/** Builds the Fastify app on a database (tests call this and use app.inject). */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: {
      ...loggerOptions(config.logLevel),
      // Written in blocks of 4 KB (or every 250 ms), in the background, instead of one write per line;
      // pino flushes what is left when the process exits (docs/decisions/031).
      stream:
        options.logStream ?? pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 }),
    },
    logController: new OneLineRequestLog(),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Shopify's app proxy forwards /apps/tracker/* to /proxy/*: the same app answers under that prefix
    // (request.originalUrl keeps the prefix, so identity comes from the proxy's signature there).
    rewriteUrl: (raw) => stripProxyPrefix(raw.url ?? '/') ?? raw.url ?? '/',
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Prometheus metrics on this app's own registry (docs/decisions/027); their hooks go before any route.
  const metrics = createAppMetrics(database.pool);
  registerRequestMetrics(app, metrics);
  app.addHook('onClose', async () => metrics.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const log = app.log as unknown as Logger;
  const deps: Deps = {
    config,
    db: database.db,
    pool: database.pool,
    mailer: options.mailer ?? createMailer(config, log),
    log,
    invitationKey: createHmac('sha256', options.sessionSecret).update('customer-invitation').digest('hex'),
    unsubscribeKey: createHmac('sha256', options.sessionSecret).update('reminder-unsubscribe').digest('hex'),
    tasks: createBackgroundTasks(log),
    metrics,
  };
  app.decorate('tasks', deps.tasks);
  app.decorate('lifecycle', { draining: false });
  // The reminder job (docs/decisions/019): main.ts starts it; closing the app stops it and awaits its run.
  app.decorate('reminders', createReminderScheduler(deps, config.reminderCheckMs));
  app.addHook('onClose', () => app.reminders.stop());
  // Closing waits for emails still being sent, so none runs on a pool that is about to end.
  app.addHook('onClose', () => deps.tasks.close());
  if (config.customerHashMode === 'open' && config.env === 'production') {
    log.warn(
      'CUSTOMER_HASH_MODE=open: anyone who learns or guesses a customer hash can read and change that ' +
        "customer's sessions, measurements and photos. Use the default verified mode unless you accept this.",
    );
  }

  registerSecurityHeaders(app, config);
  registerApiCacheControl(app);
  registerSameOriginCheck(app, config);
  registerJsonBodyParser(app);
  registerNulCheck(app);
  await registerRateLimits(app, deps);
  await registerLoginSessions(app, config, database, options.sessionSecret);
  await app.register(multipart);
  await registerApiDocs(app);
  registerIdempotency(app, deps);

  await healthRoutes(app, deps);
  await metricsRoutes(app, deps);
  await userRoutes(app, deps);
  await loginRoutes(app, deps);
  await logoutRoutes(app, deps);
  await accountRegistrationRoutes(app, deps);
  await passwordResetRoutes(app, deps);
  await emailVerificationRoutes(app, deps);
  await appConfigRoutes(app, deps);
  await sessionRoutes(app, deps);
  await historyRoutes(app, deps);
  await checkinRoutes(app, deps);
  await myDataRoutes(app, deps);
  await progressRoutes(app, deps);
  await pointProgressRoutes(app, deps);
  await photoRoutes(app, deps);
  await preferencesRoutes(app, deps);
  await timerRoutes(app, deps);
  await goalRoutes(app, deps);
  await measureTargetRoutes(app, deps);
  await takenRoutes(app, deps);
  await consentRoutes(app, deps);
  await uploadRoutes(app, deps);
  await customerRoutes(app, deps);
  await storeAuthRoutes(app, deps);
  await customerAccountRoutes(app, deps);
  await shopifyWebhookRoutes(app, deps);
  await adminLoginRoutes(app, deps);
  await adminRoutes(app, deps);
  await photoAccessRoutes(app, deps);
  await adminExportRoutes(app, deps);
  await privacyRequestRoutes(app, deps);
  await testEmailRoutes(app, deps);
  registerPhotoFileImport(app, deps);
  registerMaintenance(app, deps);
  registerRetention(app, deps);
  registerAppManifest(app, deps);
  await registerClientFiles(app, options.clientDir ?? CLIENT_FOLDER, (customerHash) =>
    getSavedTimeZone(database.db, customerHash),
  );
  return app;
}
