import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { PHOTO_CONSENT } from '#shared/privacy-notice.ts';

interface PhotoConsentDialogProps {
  open: boolean;
  /** Agreed: the caller records it and keeps the chosen photo. */
  onAccept: () => void;
  /** Declined (or closed): the chosen photo is dropped. */
  onDecline: () => void;
  busy: boolean;
  error: string | null;
}

/** Asked the first time a customer chooses a photo (docs/decisions/022): agree to photo storage, or not. */
export function PhotoConsentDialog({ open, onAccept, onDecline, busy, error }: PhotoConsentDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && onDecline()}
      title={PHOTO_CONSENT.title}
      description={
        <>
          {PHOTO_CONSENT.text}
          {error ? (
            <span role="alert" className="mt-2 block text-red-700">
              {error}
            </span>
          ) : null}
        </>
      }
      confirmLabel={PHOTO_CONSENT.accept}
      cancelLabel={PHOTO_CONSENT.decline}
      onConfirm={onAccept}
      busy={busy}
    />
  );
}
