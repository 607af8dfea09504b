import { AlertDialog } from 'radix-ui';
import { useAcceptConsent } from '#client/api/consent.ts';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { useT } from '#client/lib/i18n/use-t.ts';
import { errorMessage } from '#client/lib/request.ts';
import { CONSENT_VERSIONS } from '#shared/privacy-notice.ts';
import '../messages.ts';

/**
 * The notice's sections in the language shown: PRIVACY_NOTICE holds its English (what a customer agrees to,
 * with its version), the privacy catalog the same words by id (privacy-notice.test.ts checks they match).
 */
export const NOTICE_SECTIONS = [
  { heading: 'privacy.notice.stored.heading', text: 'privacy.notice.stored.text' },
  { heading: 'privacy.notice.who.heading', text: 'privacy.notice.who.text' },
  { heading: 'privacy.notice.delete.heading', text: 'privacy.notice.delete.text' },
] as const;

/**
 * The privacy notice over the tracker's screens until the customer accepts it (docs/decisions/022): it
 * cannot be dismissed any other way, so nothing is saved before it is read. The screens underneath stay
 * as they are.
 */
export function PrivacyNoticeDialog() {
  const t = useT();
  const accept = useAcceptConsent();
  const failure = accept.isError ? errorMessage(accept.error) || t('privacy.notice.retry') : null;
  return (
    <AlertDialog.Root open>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <AlertDialog.Content
          onEscapeKeyDown={(event) => event.preventDefault()}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col',
            'rounded-xl border border-slate-200 bg-white shadow-xl focus:outline-none',
          )}
        >
          <div className="overflow-y-auto p-5 sm:p-6">
            <AlertDialog.Title className="text-lg font-semibold text-slate-900">
              {t('privacy.notice.title')}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-slate-700">
              {t('privacy.notice.intro')}
            </AlertDialog.Description>
            {NOTICE_SECTIONS.map((section) => (
              <section key={section.heading} className="mt-4">
                <h3 className="text-sm font-semibold text-slate-900">{t(section.heading)}</h3>
                <p className="mt-1 text-sm text-slate-700">{t(section.text)}</p>
              </section>
            ))}
            {failure ? (
              <p role="alert" className="mt-4 text-sm text-red-700">
                {failure}
              </p>
            ) : null}
          </div>
          <div className="flex justify-end border-t border-slate-200 p-4">
            <AlertDialog.Action
              className={cn(buttonClasses('primary'), 'w-full sm:w-auto')}
              disabled={accept.isPending}
              onClick={(event) => {
                event.preventDefault();
                accept.mutate({ kind: 'notice', version: CONSENT_VERSIONS.notice });
              }}
            >
              {t('privacy.notice.accept')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
