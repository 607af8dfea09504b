import { useInfiniteQuery } from '@tanstack/react-query';
import { Columns2 } from 'lucide-react';
import { useState } from 'react';
import { galleryQuery } from '#client/api/photos.ts';
import { TrackerPage } from '#client/components/layouts/tracker-page.tsx';
import { LoadingData } from '#client/components/load-states.tsx';
import { PhotoDialog } from '#client/components/photo-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { NavButton } from '#client/components/ui/nav-button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import type { GalleryPhoto } from '#shared/schemas/photos.ts';
import { CompareView } from './compare-view.tsx';
import { PhotoGrid } from './photo-grid.tsx';
import { photoDate } from './photo-label.ts';
import { PhotoViewer } from './photo-viewer.tsx';
import '../messages.ts';

/**
 * /photos: the customer's photos as thumbnails, newest first, a page at a time; tap one for full size (and
 * from there the next and previous, or its session), or choose Compare, pick two and see them side by side
 * or with a slider.
 */
export function PhotosPage() {
  const t = useT();
  const customer = useCustomerHash();
  const gallery = useInfiniteQuery(galleryQuery(customer.customerHash));
  const photos = gallery.data?.pages.flatMap((page) => page.photos) ?? [];
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<GalleryPhoto[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [comparing, setComparing] = useState(false);
  const loadMore = async () => {
    // A fetch already under way is awaited, not started again.
    const result = await gallery.fetchNextPage({ cancelRefetch: false });
    return result.data?.pages.flatMap((page) => page.photos) ?? [];
  };

  const choose = (photo: GalleryPhoto) => {
    if (!picking) return setOpenId(photo.id);
    setPicked((current) =>
      current.some((p) => p.id === photo.id)
        ? current.filter((p) => p.id !== photo.id)
        : [...current, photo].slice(-2),
    );
  };
  const stopPicking = () => {
    setPicking(false);
    setPicked([]);
  };
  const pair = picked.length === 2 ? (picked as [GalleryPhoto, GalleryPhoto]) : null;

  const compareButton =
    photos.length >= 2 ? (
      picking ? (
        <Button variant="outline" size="sm" className="min-h-11" onClick={stopPicking}>
          {t('photos.cancel')}
        </Button>
      ) : (
        <Button variant="outline" size="sm" className="min-h-11" onClick={() => setPicking(true)}>
          <Columns2 aria-hidden="true" />
          {t('photos.compare')}
        </Button>
      )
    ) : null;

  return (
    <TrackerPage
      title={t('screen.photos.title')}
      width="wide"
      actions={compareButton}
      after={
        <>
          <PhotoViewer
            photos={photos}
            openId={openId}
            setOpenId={setOpenId}
            total={gallery.data?.pages.at(-1)?.total ?? photos.length}
            hasMore={gallery.hasNextPage}
            loadingMore={gallery.isFetchingNextPage}
            loadMore={loadMore}
          />
          <PhotoDialog
            open={comparing && !!pair}
            onOpenChange={setComparing}
            title={t('photos.compareTitle')}
            description={
              pair ? t('photos.pair', { before: photoDate(pair[0]), after: photoDate(pair[1]) }) : undefined
            }
          >
            {pair ? <CompareView photos={pair} /> : null}
          </PhotoDialog>
        </>
      }
    >
      {picking ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-blue-200 bg-blue-50 p-3 dark:border-blue-900 dark:bg-blue-950">
          <p className="text-sm text-slate-800 dark:text-slate-100" aria-live="polite">
            {pair
              ? t('photos.chosen', { before: photoDate(pair[0]), after: photoDate(pair[1]) })
              : t('photos.pick', { count: picked.length })}
          </p>
          <Button className="min-h-11" disabled={!pair} onClick={() => setComparing(true)}>
            {t('photos.compareTitle')}
          </Button>
        </div>
      ) : null}
      {gallery.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('photos.loadError')}
        </p>
      ) : gallery.isPending ? (
        <LoadingData shape="grid" />
      ) : photos.length === 0 ? (
        <div className="space-y-3 py-6 text-center">
          <p className="text-sm text-slate-700 dark:text-slate-200">{t('photos.empty')}</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('photos.emptyHint')}</p>
          <NavButton href="/log" className="min-h-11">
            {t('screen.log.title')}
          </NavButton>
        </div>
      ) : (
        <PhotoGrid photos={photos} picking={picking} picked={picked} onChoose={choose} />
      )}
      {gallery.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            className="min-h-11"
            disabled={gallery.isFetchingNextPage}
            onClick={() => gallery.fetchNextPage()}
          >
            {gallery.isFetchingNextPage ? <Spinner /> : null}
            {t('photos.more')}
          </Button>
        </div>
      ) : null}
    </TrackerPage>
  );
}
