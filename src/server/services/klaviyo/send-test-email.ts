import { randomBytes } from 'node:crypto';
import type { TestEmailMethod, TestEmailResult, TestEmailType } from '#shared/schemas/test-email.ts';
import type { Deps } from '../../deps.ts';
import { clientEvent, eventBody, renderTemplate, trackEvent } from '../../klaviyo/klaviyo-api.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { passwordResetEmail, verificationEmail } from '../../mail/templates.ts';

const METRICS: Record<TestEmailType, string> = {
  reset: 'Password Reset Requested',
  verification: 'Email Verification Requested',
};

/** The real email of that type (in English, the admin's), with a 'test-' token link that grants nothing. */
function composeTestEmail(deps: Pick<Deps, 'config'>, email: string, type: TestEmailType) {
  const token = `test-${randomBytes(8).toString('hex')}`;
  const path = type === 'reset' ? 'reset-password' : 'verify-email';
  const link = `${deps.config.publicUrl}/${path}?token=${token}`;
  const message =
    type === 'reset' ? passwordResetEmail(email, link, 'en') : verificationEmail(email, link, 'en');
  return { link, message };
}

const raw = (status: number, body: string) => ({ status, body });

/** Sends a test email by the chosen method and answers what came back, raw. */
export async function sendTestEmail(
  deps: Deps,
  email: string,
  type: TestEmailType,
  method: TestEmailMethod,
): Promise<TestEmailResult> {
  const { link, message } = composeTestEmail(deps, email, type);
  const properties = { subject: message.subject, link, type };
  if (method === 'debug') {
    await deps.mailer.send(message);
    return {
      method,
      delivered: true,
      response: raw(200, JSON.stringify({ ...message, transport: deps.config.mail.transport })),
    };
  }
  const reply =
    method === 'track-api'
      ? await trackEvent(deps.config.klaviyo, eventBody(METRICS[type], email, properties))
      : method === 'client-event'
        ? await clientEvent(deps.config.klaviyo, eventBody(METRICS[type], email, properties))
        : await renderTemplate(deps.config.klaviyo, { email, link, type, subject: message.subject });
  if (reply.status >= 300)
    throw new AppError('UPSTREAM_FAILED', `Klaviyo answered ${reply.status}: ${reply.body.slice(0, 500)}`);
  if (method === 'template-api') await deps.mailer.send(renderedMessage(message, reply.body));
  return { method, delivered: true, response: reply };
}

function renderedMessage(fallback: MailMessage, body: string): MailMessage {
  try {
    const attributes = JSON.parse(body)?.data?.attributes ?? {};
    return {
      ...fallback,
      html: typeof attributes.html === 'string' ? attributes.html : fallback.html,
      text: typeof attributes.text === 'string' ? attributes.text : fallback.text,
    };
  } catch {
    return fallback;
  }
}
