import { Maximize2 } from 'lucide-react';
import { useState } from 'react';
import { PhotoDialog } from '#client/components/photo-dialog.tsx';
import { PhotoImage } from '#client/components/photo-image.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import '../messages.ts';

interface EntryPhotoProps {
  photoId: string;
  /** The entry's date and device: the viewer's title and description, and the photo's name. */
  date: string;
  device: string;
}

/**
 * An entry's photo on its detail: the private thumbnail, a tap for the full size in the gallery's viewer.
 * In discreet mode the thumbnail stays blurred (it is inside the button); the viewer shows it on request.
 */
export function EntryPhoto({ photoId, date, device }: EntryPhotoProps) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const name = t('tracker.entry.photoOf', { date, device });
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('tracker.entry.openPhoto', { name })}
        className="group relative block overflow-hidden rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-slate-900"
      >
        <PhotoImage
          id={photoId}
          size="thumbnail"
          alt=""
          revealable={false}
          className="size-32 object-cover transition-opacity group-hover:opacity-90"
        />
        <span className="absolute right-1 bottom-1 rounded-full bg-slate-900/70 p-1 text-white">
          <Maximize2 className="size-4" aria-hidden="true" />
        </span>
      </button>
      <PhotoDialog open={open} onOpenChange={setOpen} title={date} description={device}>
        {open ? (
          <PhotoImage
            id={photoId}
            size="full"
            alt={name}
            className="min-h-0 w-full flex-1 rounded-md object-contain"
          />
        ) : null}
      </PhotoDialog>
    </>
  );
}
