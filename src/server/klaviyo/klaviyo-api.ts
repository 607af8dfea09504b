import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';

export type KlaviyoReply = { status: number; body: string };
type Klaviyo = Config['klaviyo'];

async function call(url: string, init: RequestInit): Promise<KlaviyoReply> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    return { status: response.status, body: await response.text() };
  } catch (err) {
    throw new AppError('UPSTREAM_FAILED', `Could not reach Klaviyo: ${(err as Error).message}`);
  }
}

/** The JSON:API body of a Klaviyo event for a profile email. */
export function eventBody(metric: string, email: string, properties: Record<string, unknown>) {
  return {
    data: {
      type: 'event',
      attributes: {
        properties,
        metric: { data: { type: 'metric', attributes: { name: metric } } },
        profile: { data: { type: 'profile', attributes: { email } } },
      },
    },
  };
}

/** Server-side event: POST /api/events/ with the private key. */
export function trackEvent(klaviyo: Klaviyo, body: unknown): Promise<KlaviyoReply> {
  if (!klaviyo.privateKey)
    throw new AppError('EMAIL_METHOD_NOT_CONFIGURED', 'KLAVIYO_PRIVATE_KEY is not configured');
  return call(`${klaviyo.baseUrl}/api/events/`, {
    method: 'POST',
    headers: {
      authorization: `Klaviyo-API-Key ${klaviyo.privateKey}`,
      revision: klaviyo.revision,
      accept: 'application/vnd.api+json',
      'content-type': 'application/vnd.api+json',
    },
    body: JSON.stringify(body),
  });
}

/** Client event: POST /client/events/?company_id= with the public key. */
export function clientEvent(klaviyo: Klaviyo, body: unknown): Promise<KlaviyoReply> {
  if (!klaviyo.publicKey)
    throw new AppError('EMAIL_METHOD_NOT_CONFIGURED', 'KLAVIYO_PUBLIC_KEY is not configured');
  return call(`${klaviyo.baseUrl}/client/events/?company_id=${encodeURIComponent(klaviyo.publicKey)}`, {
    method: 'POST',
    headers: { revision: klaviyo.revision, 'content-type': 'application/vnd.api+json' },
    body: JSON.stringify(body),
  });
}

/** Renders the configured template with a context: POST /api/template-render/. */
export function renderTemplate(klaviyo: Klaviyo, context: Record<string, unknown>): Promise<KlaviyoReply> {
  if (!klaviyo.templateId)
    throw new AppError(
      'EMAIL_METHOD_NOT_CONFIGURED',
      'KLAVIYO_TEMPLATE_ID is not configured: the template-api method needs a template id',
    );
  if (!klaviyo.privateKey)
    throw new AppError('EMAIL_METHOD_NOT_CONFIGURED', 'KLAVIYO_PRIVATE_KEY is not configured');
  return call(`${klaviyo.baseUrl}/api/template-render/`, {
    method: 'POST',
    headers: {
      authorization: `Klaviyo-API-Key ${klaviyo.privateKey}`,
      revision: klaviyo.revision,
      accept: 'application/vnd.api+json',
      'content-type': 'application/vnd.api+json',
    },
    body: JSON.stringify({ data: { type: 'template', id: klaviyo.templateId, attributes: { context } } }),
  });
}
