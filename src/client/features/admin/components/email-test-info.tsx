import { TEST_EMAIL_METHODS } from '#shared/schemas/test-email.ts';
import { METHOD_INFO } from './email-test-methods.ts';

/** The information tab: what each sending method does and what the server needs for it. */
export function EmailTestInfo() {
  return (
    <div className="space-y-4 text-sm text-slate-700">
      <p>
        Each test sends the real reset-password or verification email to the recipient. Its link carries a
        test token that grants nothing.
      </p>
      <dl className="space-y-3">
        {TEST_EMAIL_METHODS.map((method) => (
          <div key={method} className="rounded-md border border-slate-200 p-3">
            <dt className="font-semibold text-slate-900">
              {METHOD_INFO[method].label} <code className="font-normal text-slate-600">({method})</code>
            </dt>
            <dd className="mt-1">{METHOD_INFO[method].summary}</dd>
            <dd className="mt-1 text-slate-600">Server settings: {METHOD_INFO[method].needs}</dd>
          </div>
        ))}
      </dl>
      <p>
        The template-api method needs a template id configured on the server: set KLAVIYO_TEMPLATE_ID to the
        id of a Klaviyo template. A missing key or template id is answered with a message naming it.
      </p>
    </div>
  );
}
