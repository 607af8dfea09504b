import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useLocalFormat, useT } from '#client/lib/i18n/use-t.ts';
import { PHOTO_ACCESS_AUDIT_SHOWN } from '#shared/constants.ts';
import type { PhotoAccessEntry } from '#shared/schemas/photo-access.ts';
import { usePhotoAccess } from '../api/photo-access.ts';
import { useStepLostCheck } from '../hooks/use-step-lost-check.ts';
import { AdminLoadError } from './admin-load-error.tsx';
import '../messages.ts';

const WHAT: Record<PhotoAccessEntry['action'], string> = {
  photo: 'admin.photos.action.photo',
  thumbnail: 'admin.photos.action.thumbnail',
  export_with_images: 'admin.photos.action.exportWithImages',
};

/** 'Photo access': who saw whose photos, when and how (docs/decisions/022), newest first. */
export function PhotoAccessCard() {
  const t = useT();
  const format = useLocalFormat();
  const audit = usePhotoAccess();
  useStepLostCheck(audit.error);
  const entries = audit.data?.entries;

  let content: ReactNode;
  if (audit.isError && !entries)
    content = <AdminLoadError error={audit.error} onRetry={() => audit.refetch()} />;
  else if (!entries) {
    content = (
      <div role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-slate-600">
        <Spinner />
        {t('admin.photos.loading')}
      </div>
    );
  } else if (entries.length === 0) {
    content = <p className="py-6 text-center text-sm text-slate-600">{t('admin.photos.empty')}</p>;
  } else {
    content = (
      <ul aria-label={t('admin.photos.title')} className="divide-y divide-slate-100">
        {entries.map((entry) => (
          <li key={entry.id} className="space-y-0.5 py-3 text-sm">
            <p className="font-medium text-slate-900">
              {t(WHAT[entry.action])}
              <span className="font-normal text-slate-600"> {t('admin.photos.by')} </span>
              <span className="break-all">{entry.adminEmail}</span>
            </p>
            <p className="break-all text-slate-700">
              <span className="text-slate-600">{t('admin.photos.customer')}</span>
              {entry.customerEmail ?? <code>{entry.customerHash}</code>}
            </p>
            <p className="text-slate-600">
              <time dateTime={entry.at}>{format.dayTime(new Date(entry.at))}</time>
            </p>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card aria-labelledby="photo-access-title">
      <CardHeader>
        <CardTitle id="photo-access-title">{t('admin.photos.title')}</CardTitle>
        <CardDescription>
          {t('admin.photos.intro', { count: format.count(PHOTO_ACCESS_AUDIT_SHOWN) })}
        </CardDescription>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
