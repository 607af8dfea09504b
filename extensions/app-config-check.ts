import { parse } from 'smol-toml';
import { z } from 'zod';
import {
  customersDataRequestWebhook,
  customersRedactWebhook,
  shopRedactWebhook,
} from '../src/shared/contracts/privacy-webhooks.ts';

// The check of shopify.app.toml (docs/decisions/065). Shopify CLI validates the file only inside commands
// that sign in to Shopify (`shopify app deploy`, `app config validate`), so CI cannot run it; these schemas
// restate the CLI's own (Shopify/cli, packages/app/src/cli/models/extensions/specifications/app_config_*.ts
// and app/app.ts, commit a0798d19) for the sections this app uses, then add what the tracker needs.

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an HTTPS URL' });
/** Shopify CLI's WebhookSubscriptionUriValidation, for the forms this app may use. */
const webhookUri = z.string().refine((uri) => uri.startsWith('/') || uri.startsWith('https://'), {
  error: 'must be a path starting with / or an HTTPS URL',
});
const complianceTopic = z.enum(['customers/redact', 'customers/data_request', 'shop/redact']);
/** Shopify's API versions: a quarter's first month, e.g. 2026-07. */
export const apiVersion = z
  .string()
  .regex(/^20\d\d-(01|04|07|10)$/, { error: 'must be a version like 2026-07' });

const appConfigSchema = z.strictObject({
  client_id: z.string(),
  name: z.string().min(1).max(30),
  handle: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  application_url: httpsUrl,
  embedded: z.boolean(),
  build: z
    .strictObject({
      automatically_update_urls_on_dev: z.boolean().optional(),
      dev_store_url: z.string().optional(),
      include_config_on_deploy: z.boolean().optional(),
    })
    .optional(),
  access_scopes: z.strictObject({
    scopes: z.string().optional(),
    optional_scopes: z.array(z.string()).optional(),
    use_legacy_install_flow: z.boolean().optional(),
  }),
  auth: z.strictObject({ redirect_urls: z.array(httpsUrl) }),
  webhooks: z.strictObject({
    api_version: apiVersion,
    subscriptions: z
      .array(
        z.strictObject({
          topics: z.array(z.string()).optional(),
          compliance_topics: z.array(complianceTopic).optional(),
          uri: webhookUri,
          filter: z.string().optional(),
          include_fields: z.array(z.string()).optional(),
        }),
      )
      .default([]),
  }),
  app_proxy: z.strictObject({
    url: z.string().refine((url) => url.startsWith('/') || url.startsWith('https://'), {
      error: 'must be an HTTPS URL or start with /',
    }),
    subpath: z.string(),
    prefix: z.enum(['apps', 'a', 'community', 'tools']),
  }),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

/** The one scope the app uses: configuring its app proxy. */
export const APP_SCOPES = ['write_app_proxy'];
/** Where the store serves the tracker: https://<store>/apps/tracker. */
export const PROXY_PATH = '/apps/tracker';
/** Each webhook topic and the path of the tracker that answers it. */
export const WEBHOOK_PATHS: Record<string, string> = {
  'customers/data_request': customersDataRequestWebhook.path,
  'customers/redact': customersRedactWebhook.path,
  'shop/redact': shopRedactWebhook.path,
  // Served by src/server/routes/shopify-webhooks.ts (issue 31's server half).
  'app/uninstalled': '/webhooks/shopify/app/uninstalled',
};
/** The client id until the store owner pastes theirs (docs/store-embedding.md). */
export const CLIENT_ID_PLACEHOLDER = 'REPLACE_WITH_YOUR_CLIENT_ID';

/** Each subscribed topic and the path (or URL) it is sent to; a topic subscribed twice appears twice. */
function subscribedTopics(config: AppConfig): [string, string][] {
  return config.webhooks.subscriptions.flatMap((subscription) =>
    [...(subscription.topics ?? []), ...(subscription.compliance_topics ?? [])].map(
      (topic): [string, string] => [topic, subscription.uri],
    ),
  );
}

/** What is wrong with the tracker's own settings in a valid configuration. */
function trackerProblems(config: AppConfig, appUrl: string): string[] {
  const problems: string[] = [];
  const origin = new URL(config.application_url).origin;
  if (config.client_id !== CLIENT_ID_PLACEHOLDER && !/^[0-9a-f]{32}$/.test(config.client_id)) {
    problems.push(`client_id: neither a Client ID (32 hex characters) nor ${CLIENT_ID_PLACEHOLDER}`);
  }
  const scopes = (config.access_scopes.scopes ?? '').split(',').map((scope) => scope.trim());
  if (scopes.join(',') !== APP_SCOPES.join(',')) {
    problems.push(`access_scopes.scopes: "${scopes.join(',')}" instead of only ${APP_SCOPES.join(',')}`);
  }
  if (config.access_scopes.use_legacy_install_flow) {
    problems.push('access_scopes.use_legacy_install_flow: the app has no OAuth flow to install through');
  }
  const proxy = config.app_proxy;
  if (`/${proxy.prefix}/${proxy.subpath}` !== PROXY_PATH) {
    problems.push(`app_proxy: serves /${proxy.prefix}/${proxy.subpath} instead of ${PROXY_PATH}`);
  }
  if (new URL(proxy.url, origin).href !== `${origin}/proxy`) {
    problems.push(`app_proxy.url: ${proxy.url} instead of ${origin}/proxy (PUBLIC_URL/proxy)`);
  }
  const topics = subscribedTopics(config);
  for (const [topic, path] of Object.entries(WEBHOOK_PATHS)) {
    const uris = topics.filter(([subscribed]) => subscribed === topic).map(([, uri]) => uri);
    if (uris.length !== 1) problems.push(`webhooks: ${topic} subscribed ${uris.length} times, not once`);
    else if (new URL(uris[0] as string, origin).href !== `${origin}${path}`) {
      problems.push(`webhooks: ${topic} goes to ${uris[0]}, which the tracker does not serve (${path})`);
    }
  }
  for (const [topic] of topics) {
    if (!(topic in WEBHOOK_PATHS)) problems.push(`webhooks: ${topic} is not a topic the tracker answers`);
  }
  if (new URL(appUrl).origin !== origin) {
    problems.push(`application_url: ${origin} is not the customer-account page's APP_URL (${appUrl})`);
  }
  return problems;
}

/**
 * What is wrong with a shopify.app.toml: TOML syntax, Shopify's schema, then the tracker's needs (one scope,
 * the proxy at /apps/tracker to PUBLIC_URL/proxy, each webhook once to the path that serves it, the same
 * address as the customer-account page's `appUrl`). Empty when the file is right.
 */
export function appConfigProblems(text: string, appUrl: string): string[] {
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    return [`not TOML: ${(error as Error).message.split('\n')[0]}`];
  }
  const result = appConfigSchema.safeParse(data);
  if (!result.success) {
    return result.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
  }
  return trackerProblems(result.data, appUrl);
}
