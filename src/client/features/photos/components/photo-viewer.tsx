import { ChevronLeft, ChevronRight, FileText } from 'lucide-react';
import type { Dispatch, KeyboardEvent, ReactNode, SetStateAction } from 'react';
import { Link } from 'wouter';
import { useDeviceName } from '#client/api/device-names.ts';
import { usePrefetchPhotos } from '#client/api/photo-src.ts';
import { entryHref, useEntryOrigin } from '#client/components/entry-link.tsx';
import { PhotoDialog } from '#client/components/photo-dialog.tsx';
import { PhotoImage } from '#client/components/photo-image.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import type { GalleryPhoto } from '#shared/schemas/photos.ts';
import { useSwipe } from '../hooks/use-swipe.ts';
import { photoAlt, photoDate } from './photo-label.ts';
import { keyStep, neighbourIndexes, positionText, type Step, stepTarget } from './viewer-steps.ts';
import '../messages.ts';

interface PhotoViewerProps {
  /** The gallery's loaded photos, newest first. */
  photos: GalleryPhoto[];
  /** The open photo's id, or null when the viewer is closed. */
  openId: string | null;
  setOpenId: Dispatch<SetStateAction<string | null>>;
  /** How many photos the whole gallery holds, loaded or not. */
  total: number;
  /** Whether the gallery has another page, and whether it is being fetched. */
  hasMore: boolean;
  loadingMore: boolean;
  /** Fetches the gallery's next page; resolves with every photo then loaded. */
  loadMore: () => Promise<GalleryPhoto[]>;
}

/**
 * One photo full size, stepping through the gallery in its order (docs/decisions/060): Next goes to the
 * older photo, as the grid reads, by the buttons, the arrow keys or a swipe to the left. Past the last
 * loaded photo Next fetches the gallery's next page. The neighbours are fetched ahead.
 */
export function PhotoViewer({
  photos,
  openId,
  setOpenId,
  total,
  hasMore,
  loadingMore,
  loadMore,
}: PhotoViewerProps) {
  const t = useT();
  const deviceName = useDeviceName();
  const origin = useEntryOrigin();
  const index = photos.findIndex((photo) => photo.id === openId);
  const photo = photos[index];
  usePrefetchPhotos(photo ? neighbourIndexes(index, photos.length).map((i) => photos[i]?.id ?? '') : []);

  const can = (step: Step) => !!photo && stepTarget(index, step, photos.length, hasMore) !== null;
  const go = (step: Step) => {
    if (!photo) return;
    const target = stepTarget(index, step, photos.length, hasMore);
    if (target === null) return;
    if (target !== 'more') return setOpenId(photos[target]?.id ?? null);
    void loadMore().then((loaded) => {
      const next = loaded[loaded.findIndex((p) => p.id === photo.id) + 1];
      // Only if the customer is still on this photo: they may have closed the viewer or moved meanwhile.
      if (next) setOpenId((current) => (current === photo.id ? next.id : current));
    });
  };
  const swipe = useSwipe(go);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = keyStep(event.key);
    if (!step || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    go(step);
  };

  return (
    <PhotoDialog
      open={!!photo}
      onOpenChange={(isOpen) => !isOpen && setOpenId(null)}
      title={photo ? photoDate(photo) : ''}
      description={photo ? deviceName(photo.device) : undefined}
      onKeyDown={onKeyDown}
    >
      {photo ? (
        <>
          <div {...swipe} className="flex min-h-0 flex-1 flex-col" data-testid="photo-viewer-picture">
            {/* Keyed by photo: in discreet mode each photo is shown on its own request. */}
            <PhotoImage
              key={photo.id}
              id={photo.id}
              size="full"
              alt={photoAlt(t, photo, deviceName)}
              className="min-h-0 w-full flex-1 rounded-md object-contain"
            />
          </div>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
            <div className="flex items-center gap-1">
              <StepButton label={t('photos.viewer.previous')} enabled={can(-1)} onClick={() => go(-1)}>
                <ChevronLeft className="size-6" aria-hidden="true" />
              </StepButton>
              <p aria-live="polite" className="min-w-16 text-center text-sm text-slate-200 tabular-nums">
                <span data-testid="photo-position">{positionText(t, index, photos.length, total)}</span>
                {/* Heard after a step, with the date the title now holds. */}
                <span className="sr-only">{`, ${photoDate(photo)}`}</span>
              </p>
              <StepButton label={t('photos.viewer.next')} enabled={can(1)} onClick={() => go(1)}>
                {loadingMore && index === photos.length - 1 ? (
                  <Spinner className="size-6 text-slate-50" />
                ) : (
                  <ChevronRight className="size-6" aria-hidden="true" />
                )}
              </StepButton>
            </div>
            {/* The session the photo belongs to, with its notes and figures (docs/decisions/048). */}
            <Button asChild variant="outline">
              <Link href={entryHref(photo.sessionId)} state={origin}>
                <FileText aria-hidden="true" />
                {t('photos.viewer.session')}
              </Link>
            </Button>
          </div>
        </>
      ) : null}
    </PhotoDialog>
  );
}

interface StepButtonProps {
  label: string;
  enabled: boolean;
  onClick: () => void;
  children: ReactNode;
}

/**
 * Previous or Next: at an end it is marked disabled with aria-disabled (not `disabled`), so a button that
 * had focus keeps it and the arrow keys go on working.
 */
function StepButton({ label, enabled, onClick, children }: StepButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-disabled={!enabled || undefined}
      onClick={enabled ? onClick : undefined}
      className="inline-flex size-11 items-center justify-center rounded-md border border-slate-600 text-slate-50 hover:bg-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-400 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent"
    >
      {children}
    </button>
  );
}
