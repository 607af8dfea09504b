import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  appUninstalledWebhook,
  customersDataRequestWebhook,
  customersRedactWebhook,
  shopRedactWebhook,
} from '#shared/contracts/privacy-webhooks.ts';
import { requestMeta } from '../auth/current-user.ts';
import { shopDomainOf } from '../customers/shopify-identity.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { AppError, badRequest, unauthorized } from '../lib/app-error.ts';
import { registerJsonBodyParser } from '../plugins/json-body.ts';
import { processPrivacyRequests } from '../services/privacy-requests/process-privacy-requests.ts';
import {
  type PrivacyTopic,
  recordPrivacyRequest,
} from '../services/privacy-requests/record-privacy-request.ts';
import { logSecurityEvent } from '../services/security/log-security-event.ts';
import { uninstallShop } from '../services/shopify-shops/uninstall-shop.ts';
import { verifyShopifyWebhook } from '../store/shopify-webhook.ts';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Shopify's privacy webhooks (docs/decisions/021) and app/uninstalled (docs/decisions/064), in their own scope: JSON bodies are kept raw for the
 * signature. A bad X-Shopify-Hmac-Sha256 answers 401; a good one is recorded, answered 200 at once, and
 * done by the worker after the answer (and by the sweep, should the app stop first).
 */
export async function shopifyWebhookRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    registerJsonBodyParser(scope, { keepRawBody: true });
    // After the NUL check, before the schema: a forged request learns nothing about what we expect.
    scope.addHook('preValidation', async (request) => {
      const secret = deps.config.store.appSecret;
      if (!secret) throw new AppError('NOT_CONFIGURED', 'The store app is not configured');
      if (
        !request.rawBody ||
        !verifyShopifyWebhook(secret, request.rawBody, header(request, 'x-shopify-hmac-sha256'))
      ) {
        throw unauthorized('The webhook signature does not match');
      }
    });

    const accept = async (
      request: FastifyRequest,
      topic: PrivacyTopic,
      fields: { shopDomain: string; shopifyCustomerId?: string; dataRequestId?: string },
    ) => {
      const webhookId = header(request, 'x-shopify-webhook-id')?.slice(0, 100);
      await recordPrivacyRequest(deps, { topic, ...fields, ...(webhookId ? { webhookId } : {}) });
      await logSecurityEvent(deps, 'privacy_request_received', requestMeta(request));
      deps.tasks.run('privacy requests', () => processPrivacyRequests(deps));
      return { received: true as const };
    };

    contractRoute(scope, customersDataRequestWebhook, (request) =>
      accept(request, 'customers/data_request', {
        shopDomain: request.body.shop_domain,
        shopifyCustomerId: request.body.customer.id,
        dataRequestId: request.body.data_request.id,
      }),
    );
    contractRoute(scope, customersRedactWebhook, (request) =>
      accept(request, 'customers/redact', {
        shopDomain: request.body.shop_domain,
        shopifyCustomerId: request.body.customer.id,
      }),
    );
    contractRoute(scope, shopRedactWebhook, (request) =>
      accept(request, 'shop/redact', { shopDomain: request.body.shop_domain }),
    );

    // Done before the answer: it is two statements, and "at once" is the point (docs/decisions/064).
    contractRoute(scope, appUninstalledWebhook, async (request) => {
      const shop = shopDomainOf(request.body.myshopify_domain);
      if (!shop) throw badRequest('myshopify_domain is not a shop domain', 'VALIDATION', 'myshopify_domain');
      await uninstallShop(deps, shop);
      await logSecurityEvent(deps, 'app_uninstalled', requestMeta(request));
      return { received: true as const };
    });
  });
}
