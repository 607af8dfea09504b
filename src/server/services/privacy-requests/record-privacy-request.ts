import { privacyRequests } from '../../db/schema/store-and-privacy.ts';
import type { Deps } from '../../deps.ts';

export type PrivacyTopic = 'customers/data_request' | 'customers/redact' | 'shop/redact';

/**
 * Records a privacy webhook to be done after the answer; a delivery Shopify sends again (same webhook
 * id) is recorded once. Only Shopify's ids are kept, never the customer's email or phone.
 */
export async function recordPrivacyRequest(
  deps: Pick<Deps, 'db'>,
  request: {
    topic: PrivacyTopic;
    shopDomain: string;
    shopifyCustomerId?: string;
    dataRequestId?: string;
    webhookId?: string;
  },
): Promise<void> {
  await deps.db
    .insert(privacyRequests)
    .values({
      topic: request.topic,
      shopDomain: request.shopDomain,
      shopifyCustomerId: request.shopifyCustomerId ?? null,
      dataRequestId: request.dataRequestId ?? null,
      webhookId: request.webhookId ?? null,
    })
    .onConflictDoNothing();
}
