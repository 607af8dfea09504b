import { Check } from 'lucide-react';
import { useDeviceName } from '#client/api/device-names.ts';
import { PhotoImage } from '#client/components/photo-image.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { useT } from '#client/lib/i18n/use-t.ts';
import type { GalleryPhoto } from '#shared/schemas/photos.ts';
import { photoAlt, photoDate } from './photo-label.ts';

interface PhotoGridProps {
  photos: GalleryPhoto[];
  /** Picking photos to compare: a tap chooses or unchooses instead of opening. */
  picking: boolean;
  picked: GalleryPhoto[];
  onChoose: (photo: GalleryPhoto) => void;
}

/** Thumbnails in a grid, newest first, each a button labelled with its date (and device for screen readers). */
export function PhotoGrid({ photos, picking, picked, onChoose }: PhotoGridProps) {
  const t = useT();
  const deviceName = useDeviceName();
  return (
    <ul aria-label={t('photos.grid.label')} className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
      {photos.map((photo) => {
        const chosen = picked.some((p) => p.id === photo.id);
        return (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => onChoose(photo)}
              aria-pressed={picking ? chosen : undefined}
              aria-label={
                picking
                  ? t('photos.grid.choose', { photo: photoAlt(t, photo, deviceName) })
                  : t('photos.grid.open', { photo: photoAlt(t, photo, deviceName) })
              }
              className={cn(
                'group relative block w-full overflow-hidden rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-slate-950',
                chosen && 'ring-4 ring-blue-600',
              )}
            >
              <PhotoImage
                id={photo.id}
                size="thumbnail"
                alt=""
                revealable={false}
                className="aspect-square w-full object-cover transition-opacity group-hover:opacity-90"
              />
              {chosen ? (
                <span className="absolute top-1 right-1 rounded-full bg-blue-600 p-1 text-white">
                  <Check className="size-4" aria-hidden="true" />
                </span>
              ) : null}
            </button>
            <p className="mt-1 truncate text-center text-xs text-slate-700 dark:text-slate-300">
              <time dateTime={photo.date}>{photoDate(photo)}</time>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
