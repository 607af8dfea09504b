import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import '../messages.ts';

interface PhotoConsentDialogProps {
  open: boolean;
  /** Agreed: the caller records it and keeps the chosen photo. */
  onAccept: () => void;
  /** Declined (or closed): the chosen photo is dropped. */
  onDecline: () => void;
  busy: boolean;
  error: string | null;
}

/**
 * Asked the first time a customer chooses a photo (docs/decisions/022): agree to photo storage, or not. The
 * words are PHOTO_CONSENT's (src/shared/privacy-notice.ts, what is agreed to) in the language shown.
 */
export function PhotoConsentDialog({ open, onAccept, onDecline, busy, error }: PhotoConsentDialogProps) {
  const t = useT();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && onDecline()}
      title={t('tracker.photoConsent.title')}
      description={
        <>
          {t('tracker.photoConsent.text')}
          {error ? (
            <span role="alert" className="mt-2 block text-red-700">
              {error}
            </span>
          ) : null}
        </>
      }
      confirmLabel={t('tracker.photoConsent.accept')}
      cancelLabel={t('tracker.photoConsent.decline')}
      onConfirm={onAccept}
      busy={busy}
    />
  );
}
