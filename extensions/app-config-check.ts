import { parse } from 'smol-toml';
import { z } from 'zod';
import {
  customersDataRequestWebhook,
  customersRedactWebhook,
  shopRedactWebhook,
} from '../src/shared/contracts/privacy-webhooks.ts';

// The tracker's own rules for shopify.app.toml (docs/decisions/065). Shopify's schemas are checked by Shopify
// CLI itself (`shopify app build`, extensions/shopify-cli-build.test.ts); this reads the fields the tracker
// depends on and checks what only the tracker knows: one scope, its proxy, the paths that answer webhooks,
// and the same address as the customer-account page.

const appConfigSchema = z.object({
  client_id: z.string(),
  application_url: z.url(),
  access_scopes: z.object({ scopes: z.string().optional(), use_legacy_install_flow: z.boolean().optional() }),
  webhooks: z.object({
    subscriptions: z
      .array(
        z.object({
          topics: z.array(z.string()).optional(),
          compliance_topics: z.array(z.string()).optional(),
          uri: z.string(),
        }),
      )
      .default([]),
  }),
  app_proxy: z.object({ url: z.string(), subpath: z.string(), prefix: z.string() }),
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
 * What is wrong with a shopify.app.toml for the tracker: TOML syntax, the fields it reads, then its needs (one scope,
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
