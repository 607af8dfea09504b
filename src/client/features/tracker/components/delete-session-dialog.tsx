import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { useSpecMessage, useT } from '#client/lib/i18n/use-t.ts';
import { isQueued } from '#client/lib/offline/send-or-queue.ts';
import { errorMessage } from '#client/lib/request.ts';
import { toast } from '#client/lib/toast.ts';
import type { Session } from '#shared/schemas/sessions.ts';
import { useDeleteSession } from '../api/delete-session.ts';
import '../messages.ts';

interface DeleteSessionDialogProps {
  /** The session to delete; null keeps the dialog closed. */
  session: Session | null;
  onClose: () => void;
  /** After the entry is deleted (or its deletion queued offline), e.g. to leave its detail. */
  onDeleted?: () => void;
}

/** The 'Delete Session' confirmation (spec section 2) and the delete itself. */
export function DeleteSessionDialog({ session, onClose, onDeleted }: DeleteSessionDialogProps) {
  const t = useT();
  const specMessage = useSpecMessage();
  const remove = useDeleteSession();

  const confirm = () => {
    if (!session) return;
    remove.mutate(session, {
      onSuccess: (result) => {
        // Kept offline: queuedToast('deletion')'s words, in the language shown.
        toast(
          isQueued(result)
            ? { title: t('tracker.toast.deletionQueued'), description: t('tracker.toast.queuedText') }
            : { title: t('tracker.toast.deleted') },
        );
        onDeleted?.();
      },
      onError: (err) =>
        toast({
          title: t('common.error'),
          description: specMessage(errorMessage(err) ?? (err instanceof Error ? err.message : String(err))),
          variant: 'destructive',
        }),
      onSettled: onClose,
    });
  };

  return (
    <ConfirmDialog
      open={session !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
      title={t('tracker.entry.deleteTitle')}
      description={t('tracker.entry.deleteText')}
      confirmLabel={t('tracker.entry.delete')}
      cancelLabel={t('tracker.entry.cancel')}
      onConfirm={confirm}
      busy={remove.isPending}
      destructive
    />
  );
}
