import { useT } from '#client/lib/i18n/use-t.ts';
import { TEST_EMAIL_METHODS } from '#shared/schemas/test-email.ts';
import { METHOD_INFO } from './email-test-methods.ts';
import '../messages.ts';

/** The information tab: what each sending method does and what the server needs for it. */
export function EmailTestInfo() {
  const t = useT();
  return (
    <div className="space-y-4 text-sm text-slate-700">
      <p>{t('admin.emailTest.info.intro')}</p>
      <dl className="space-y-3">
        {TEST_EMAIL_METHODS.map((method) => (
          <div key={method} className="rounded-md border border-slate-200 p-3">
            <dt className="font-semibold text-slate-900">
              {METHOD_INFO[method].label} <code className="font-normal text-slate-600">({method})</code>
            </dt>
            <dd className="mt-1">{t(METHOD_INFO[method].summary)}</dd>
            <dd className="mt-1 text-slate-600">
              {t('admin.emailTest.serverSettings', { needs: t(METHOD_INFO[method].needs) })}
            </dd>
          </div>
        ))}
      </dl>
      <p>{t('admin.emailTest.info.template')}</p>
    </div>
  );
}
