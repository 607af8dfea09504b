import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { errorMessage } from '#client/lib/request.ts';
import { toast } from '#client/lib/toast.ts';
import type { DeletionScope } from '#shared/schemas/my-data.ts';
import { useDeleteMyData, useDownloadMyData } from '../api/my-data.ts';
import '../messages.ts';
import { DeleteDataDialog } from './delete-data-dialog.tsx';

/**
 * "Your data": download everything as a zip, or delete photos, all data or the account (docs/decisions/021).
 * A store customer without an account (`confirmWith` 'store') deletes photos or data, confirmed by the store.
 */
export function YourDataCard({ confirmWith = 'password' }: { confirmWith?: 'password' | 'store' }) {
  const t = useT();
  const download = useDownloadMyData();
  const remove = useDeleteMyData();
  const [scope, setScope] = useState<DeletionScope | null>(null);
  const [error, setError] = useState<string | null>(null);

  const startDownload = () =>
    download.mutate(undefined, {
      onSuccess: () =>
        toast({ title: t('privacy.data.downloaded'), description: t('privacy.data.downloadedText') }),
      onError: (err) =>
        toast({
          title: t('privacy.data.downloadFailed'),
          description: errorMessage(err) ?? t('privacy.data.tryLater'),
          variant: 'destructive',
        }),
    });

  const open = (next: DeletionScope) => {
    setError(null);
    setScope(next);
  };
  const confirm = (password?: string) => {
    if (!scope) return;
    const what = scope;
    remove.mutate(password ? { scope: what, password } : { scope: what }, {
      onSuccess: () => setScope(null),
      onError: (err) => setError(errorMessage(err) ?? t('privacy.data.wentWrong')),
    });
  };

  return (
    <Card aria-labelledby="your-data-title">
      <CardHeader>
        <CardTitle id="your-data-title">{t('privacy.data.title')}</CardTitle>
        <CardDescription>{t('privacy.data.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <Button variant="outline" onClick={startDownload} disabled={download.isPending}>
          <Download aria-hidden="true" />
          {download.isPending ? t('privacy.data.preparing') : t('privacy.data.download')}
        </Button>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button variant="destructiveOutline" onClick={() => open('photos')}>
            <Trash2 aria-hidden="true" />
            {t('privacy.data.deletePhotos')}
          </Button>
          <Button variant="destructiveOutline" onClick={() => open('data')}>
            <Trash2 aria-hidden="true" />
            {t('privacy.data.deleteData')}
          </Button>
          {confirmWith === 'password' ? (
            <Button variant="destructiveOutline" onClick={() => open('account')}>
              <Trash2 aria-hidden="true" />
              {t('privacy.data.deleteAccount')}
            </Button>
          ) : null}
        </div>
      </CardContent>
      <DeleteDataDialog
        scope={scope}
        confirmWith={confirmWith}
        onClose={() => setScope(null)}
        onConfirm={confirm}
        busy={remove.isPending}
        error={error}
      />
    </Card>
  );
}
