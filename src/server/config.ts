import path from 'node:path';
import { z } from 'zod';
import { DEVICE_KINDS, type StoreDevice } from '#shared/devices.ts';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Text that should be JSON, parsed (what is not JSON is left for the schema to refuse). */
function jsonText(value: unknown): unknown {
  if (typeof value !== 'string' || value.trim() === '') return emptyToUndefined(value);
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** STORE_DEVICES: the store's own products, a JSON array of {label, kind} (docs/decisions/054). */
const storeDevices = z.preprocess(
  jsonText,
  z
    .array(
      z.strictObject({
        label: z
          .string()
          .trim()
          .min(1)
          .max(100)
          .refine((label) => [...label].every((c) => c >= ' '), {
            error: 'must not hold control characters',
          }),
        kind: z.enum(DEVICE_KINDS),
      }),
      { error: 'must be a JSON array of {"label": "...", "kind": "..."}' },
    )
    .max(40)
    .refine((list) => new Set(list.map((device) => device.label)).size === list.length, {
      error: 'has a label twice',
    })
    .default([]),
);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    /** The hot queries as named statements (docs/decisions/034); false skips them behind an old PgBouncer. */
    DATABASE_NAMED_STATEMENTS: z.preprocess(
      emptyToUndefined,
      z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
    ),
    /** Connections each app process keeps to PostgreSQL at most (docs/decisions/042). */
    DATABASE_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(10)),
    REDIS_URL: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// address' }).optional(),
    ),
    REDIS_KEY_PREFIX: z.string().max(100).default('tracker:'),
    PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    SESSION_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    ),
    MAIL_TRANSPORT: z.enum(['file', 'smtp', 'klaviyo']).default('file'),
    SMTP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    MAIL_FROM: z.string().default('Progress Tracker <no-reply@localhost>'),
    ADMIN_EMAILS: z.string().default(''),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(180),
    HASH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    STORE_BRAND: z.string().max(40).default(''),
    STORE_DEVICES: storeDevices,
    STORE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    STORE_NAME: z.string().max(60).default('Visit Store'),
    /** Where discreet mode's quick-hide goes: a neutral page (docs/decisions/022). */
    QUICK_HIDE_URL: z.preprocess(emptyToUndefined, z.url().default('https://www.wikipedia.org/')),
    STORE_ORIGIN: z.preprocess(
      emptyToUndefined,
      z
        .url()
        .refine((value) => new URL(value).origin === value.replace(/\/+$/, ''), {
          error: 'must be an origin',
        })
        .optional(),
    ),
    STORE_EMBED_PAGE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    STORE_PLATFORM: z
      .string()
      .regex(/^[a-z][a-z0-9-]{1,30}$/, { error: 'must be a lower-case platform name' })
      .default('shopify'),
    /**
     * The shop's permanent domain (`name.myshopify.com`): the signed embed URL's customers are that shop's,
     * so they keep one identity with the app proxy and the customer-account page (docs/decisions/064).
     */
    STORE_SHOP_DOMAIN: z.preprocess(
      (value) => (typeof value === 'string' ? emptyToUndefined(value.trim().toLowerCase()) : value),
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9-]{0,62}(\.[a-z0-9][a-z0-9-]{0,62})+$/, {
          error: "must be the shop's permanent domain, like name.myshopify.com",
        })
        .optional(),
    ),
    STORE_SHARED_SECRET: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
    /** The app's client id (API key): when set, a session token's `aud` must be it (docs/decisions/064). */
    STORE_APP_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().max(100).optional()),
    STORE_APP_SECRET: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
    ADMIN_PASSWORD: z.preprocess(
      emptyToUndefined,
      z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
    ),
    KLAVIYO_BASE_URL: z.url().default('https://a.klaviyo.com'),
    KLAVIYO_PRIVATE_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    KLAVIYO_PUBLIC_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    KLAVIYO_REVISION: z.string().default('2024-10-15'),
    KLAVIYO_TEMPLATE_ID: z.preprocess(emptyToUndefined, z.string().optional()),
    CUSTOMER_HASH_MODE: z.enum(['verified', 'open']).default('verified'),
    STORE_PROOF_MAX_AGE_SECONDS: z.coerce.number().int().min(30).max(3600).default(600),
    STORE_SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(7 * 24 * 60)
      .default(120),
    STORE_SESSION_MAX_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(90 * 24)
      .default(24),
    TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().default('false')).transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: parsed });
      return typeof parsed === 'string' ? false : parsed.trust;
    }),
    ALLOW_INSECURE_HTTP: z.preprocess(
      emptyToUndefined,
      z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
    ),
    UPLOAD_QUOTA_PER_DAY: z.coerce.number().int().min(1).default(50),
    UPLOAD_QUOTA_MB_PER_DAY: z.coerce.number().positive().default(200),
    PHOTO_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
    REMINDER_CHECK_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /**
     * On SIGTERM, how long /readyz answers 503 while the app still serves, so a load balancer's health check
     * takes the process out before it stops accepting (docs/decisions/062); 0 stops at once.
     */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(0),
    EXPORT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(5),
    /** The bearer token Prometheus sends for GET /metrics; unset: /metrics answers 404 (docs/decisions/027). */
    METRICS_TOKEN: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .min(32, { error: 'must be at least 32 characters' })
        .regex(/^[\x21-\x7e]+$/, { error: 'must be printable ASCII without spaces' })
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required when NODE_ENV=production',
      });
    }
    if (env.MAIL_TRANSPORT === 'klaviyo' && !env.KLAVIYO_PRIVATE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['KLAVIYO_PRIVATE_KEY'],
        message: 'is required when MAIL_TRANSPORT=klaviyo',
      });
    }
    if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when MAIL_TRANSPORT=smtp' });
    }
    // Production cookies are Secure: over plain HTTP the browser drops them and session changes are lost.
    const https = env.PUBLIC_URL?.startsWith('https://') ?? false;
    if (env.NODE_ENV === 'production' && !https && env.ALLOW_INSECURE_HTTP !== 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'must be an https:// address when NODE_ENV=production (its cookies are Secure and a browser drops ' +
          'them over plain HTTP); set ALLOW_INSECURE_HTTP=true to run production mode over HTTP anyway, ' +
          'e.g. for a local benchmark',
      });
    }
    // The app itself speaks plain HTTP; only a trusted proxy's X-Forwarded-Proto says a request was HTTPS.
    if (env.NODE_ENV === 'production' && https && env.TRUST_PROXY === false) {
      ctx.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message:
          'is required when NODE_ENV=production and PUBLIC_URL is https: give the number of proxies in ' +
          'front of the app (e.g. 1) or their addresses, so requests are known to have come over HTTPS',
      });
    }
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Whether the hot queries go as named statements (db/prepared-query.ts). */
  namedStatements: boolean;
  /** The most connections this process's pool opens to PostgreSQL. */
  databasePoolSize: number;
  /** Where rate-limit counts are kept when set (else in PostgreSQL; docs/decisions/028), and their keys' prefix. */
  redis: { url: string; keyPrefix: string } | undefined;
  publicUrl: string;
  sessionSecret: string | undefined;
  mail: { transport: 'file' | 'smtp' | 'klaviyo'; smtpUrl: string | undefined; from: string };
  adminPassword: string | undefined;
  klaviyo: {
    baseUrl: string;
    privateKey: string | undefined;
    publicKey: string | undefined;
    revision: string;
    templateId: string | undefined;
  };
  adminEmails: ReadonlySet<string>;
  logLevel: string;
  trustProxy: TrustProxy;
  /** Production over HTTPS: Secure cookies, HSTS and upgrade-insecure-requests. */
  secureTransport: boolean;
  /** Photos a customer may upload per 24 hours, and their bytes. */
  uploadQuota: { count: number; bytes: number };
  /** Photos decoded at once. */
  photoConcurrency: number;
  /** How often the reminder job looks for due reminders; 0: never in this process (docs/decisions/019). */
  reminderCheckMs: number;
  /** SHUTDOWN_DRAIN_SECONDS in milliseconds. */
  shutdownDrainMs: number;
  /** "Download my data" zips a client may ask for per hour. */
  exportRateLimitPerHour: number;
  /** The bearer token GET /metrics requires; undefined: /metrics answers 404 (docs/decisions/027). */
  metricsToken: string | undefined;
  authRateLimit: { max: number; timeWindow: number };
  hashRateLimitPerMinute: number;
  store: {
    brand: string;
    /** The store's own products (STORE_DEVICES), after the spec's ten. */
    devices: StoreDevice[];
    url: string;
    name: string;
    origin: string | undefined;
    embedPageUrl: string | undefined;
    platform: string;
    /** STORE_SHOP_DOMAIN: the shop this tracker serves (docs/decisions/064); any shop when unset. */
    shopDomain: string | undefined;
    sharedSecret: string | undefined;
    appSecret: string | undefined;
    /** STORE_APP_CLIENT_ID: the audience a customer-account session token must name, when set. */
    appClientId: string | undefined;
    /** The neutral page discreet mode's quick-hide leaves for. */
    quickHideUrl: string;
  };
  customerHashMode: 'verified' | 'open';
  /** Store proofs (signed embed URLs, invitations) and the store sessions they open (docs/decisions/010). */
  storeSessions: { proofMaxAgeMs: number; idleMs: number; maxAgeMs: number };
};

export class ConfigError extends Error {}

/** Parses the environment once; a wrong value throws a ConfigError naming each variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    namedStatements: env.DATABASE_NAMED_STATEMENTS === 'true',
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    sessionSecret: env.SESSION_SECRET,
    mail: { transport: env.MAIL_TRANSPORT, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    adminEmails: new Set(
      env.ADMIN_EMAILS.split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    secureTransport: env.NODE_ENV === 'production' && (env.PUBLIC_URL?.startsWith('https://') ?? false),
    uploadQuota: {
      count: env.UPLOAD_QUOTA_PER_DAY,
      bytes: Math.floor(env.UPLOAD_QUOTA_MB_PER_DAY * 1024 * 1024),
    },
    photoConcurrency: env.PHOTO_CONCURRENCY,
    reminderCheckMs: env.REMINDER_CHECK_SECONDS * 1000,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
    exportRateLimitPerHour: env.EXPORT_RATE_LIMIT_PER_HOUR,
    metricsToken: env.METRICS_TOKEN,
    store: {
      brand: env.STORE_BRAND.trim(),
      devices: env.STORE_DEVICES,
      url: env.STORE_URL ?? '',
      name: env.STORE_NAME,
      origin: env.STORE_ORIGIN ? new URL(env.STORE_ORIGIN).origin : undefined,
      embedPageUrl: env.STORE_EMBED_PAGE_URL,
      platform: env.STORE_PLATFORM,
      shopDomain: env.STORE_SHOP_DOMAIN,
      sharedSecret: env.STORE_SHARED_SECRET,
      appSecret: env.STORE_APP_SECRET,
      appClientId: env.STORE_APP_CLIENT_ID,
      quickHideUrl: env.QUICK_HIDE_URL,
    },
    customerHashMode: env.CUSTOMER_HASH_MODE,
    storeSessions: {
      proofMaxAgeMs: env.STORE_PROOF_MAX_AGE_SECONDS * 1000,
      idleMs: env.STORE_SESSION_IDLE_MINUTES * 60_000,
      maxAgeMs: env.STORE_SESSION_MAX_HOURS * 3600_000,
    },
    adminPassword: env.ADMIN_PASSWORD,
    klaviyo: {
      baseUrl: env.KLAVIYO_BASE_URL.replace(/\/+$/, ''),
      privateKey: env.KLAVIYO_PRIVATE_KEY,
      publicKey: env.KLAVIYO_PUBLIC_KEY,
      revision: env.KLAVIYO_REVISION,
      templateId: env.KLAVIYO_TEMPLATE_ID,
    },
    hashRateLimitPerMinute: env.HASH_RATE_LIMIT_PER_MINUTE,
    authRateLimit: { max: env.AUTH_RATE_LIMIT_MAX, timeWindow: env.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000 },
  };
}
