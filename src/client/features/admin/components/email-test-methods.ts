import type { TestEmailMethod, TestEmailType } from '#shared/schemas/test-email.ts';

export const EMAIL_TYPE_LABELS: Record<TestEmailType, string> = {
  reset: 'Reset Password',
  verification: 'Email Verification',
};

interface MethodInfo {
  label: string;
  /** One line under the method select. */
  summary: string;
  /** The server settings the method needs. */
  needs: string;
}

/** The four sending methods, as the information tab explains them (ADR 007). */
export const METHOD_INFO: Record<TestEmailMethod, MethodInfo> = {
  debug: {
    label: 'Debug',
    summary: "Composes the real email and delivers it through the app's own mail transport.",
    needs: "only the app's mail transport (MAIL_TRANSPORT); no Klaviyo key.",
  },
  'track-api': {
    label: 'Track API',
    summary:
      "Posts a server-side event to Klaviyo's events API; a Klaviyo flow sends the email. The server's default: the request carries no method field.",
    needs: 'KLAVIYO_PRIVATE_KEY.',
  },
  'client-event': {
    label: 'Client Event',
    summary: "Posts the event to Klaviyo's client events endpoint with the public key.",
    needs: 'KLAVIYO_PUBLIC_KEY (the company id).',
  },
  'template-api': {
    label: 'Template API',
    summary: 'Renders a Klaviyo template and delivers the rendered email through the app.',
    needs: 'a template id configured on the server (KLAVIYO_TEMPLATE_ID) and KLAVIYO_PRIVATE_KEY.',
  },
};
