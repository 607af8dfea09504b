import { useId, useState } from 'react';
import { useDeviceName } from '#client/api/device-names.ts';
import { PhotoImage } from '#client/components/photo-image.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { useT } from '#client/lib/i18n/use-t.ts';
import type { GalleryPhoto } from '#shared/schemas/photos.ts';
import { CompareFacts } from './compare-facts.tsx';
import { photoAlt, photoDate } from './photo-label.ts';
import '../messages.ts';

type Mode = 'side' | 'slider';

/**
 * Two photos compared, before then after (the older on the left): side by side, or the older laid over the
 * newer with a slider that shows the older from the left (an <input type=range>: arrow keys, Home/End, drag
 * or tap). Each photo is labelled with its date; under them the days between and each day's measurements.
 */
export function CompareView({ photos }: { photos: [GalleryPhoto, GalleryPhoto] }) {
  const t = useT();
  const [mode, setMode] = useState<Mode>('side');
  const modes: { value: Mode; label: string }[] = [
    { value: 'side', label: t('photos.compare.side') },
    { value: 'slider', label: t('photos.compare.slider') },
  ];
  const [before, after] = [...photos].sort((a, b) => a.date.localeCompare(b.date)) as [
    GalleryPhoto,
    GalleryPhoto,
  ];
  return (
    <div className="flex flex-1 flex-col gap-3">
      <fieldset className="flex gap-2">
        <legend className="sr-only">{t('photos.compare.as')}</legend>
        {modes.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={mode === option.value}
            onClick={() => setMode(option.value)}
            className={cn(
              'min-h-11 flex-1 rounded-md border px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-400',
              mode === option.value
                ? 'border-blue-400 bg-blue-600 text-white'
                : 'border-slate-600 bg-slate-800 text-slate-100 hover:bg-slate-700',
            )}
          >
            {option.label}
          </button>
        ))}
      </fieldset>
      {mode === 'side' ? (
        <SideBySide before={before} after={after} />
      ) : (
        <Overlay before={before} after={after} />
      )}
      <CompareFacts before={before} after={after} />
    </div>
  );
}

function SideBySide({ before, after }: { before: GalleryPhoto; after: GalleryPhoto }) {
  const t = useT();
  const deviceName = useDeviceName();
  return (
    <div className="grid grid-cols-2 gap-2" data-testid="compare-side-by-side">
      {[before, after].map((photo) => (
        <figure key={photo.id} className="flex flex-col gap-1">
          <PhotoImage
            id={photo.id}
            size="full"
            alt={photoAlt(t, photo, deviceName)}
            className="aspect-[3/4] w-full rounded-md bg-slate-800 object-contain"
          />
          <figcaption className="text-center text-sm text-slate-200">{photoDate(photo)}</figcaption>
        </figure>
      ))}
    </div>
  );
}

function Overlay({ before, after }: { before: GalleryPhoto; after: GalleryPhoto }) {
  const t = useT();
  const deviceName = useDeviceName();
  const [reveal, setReveal] = useState(50);
  const sliderId = useId();
  return (
    <div className="flex flex-col gap-2" data-testid="compare-slider">
      <div className="relative aspect-[3/4] w-full overflow-hidden rounded-md bg-slate-800">
        <PhotoImage
          id={after.id}
          size="full"
          alt={photoAlt(t, after, deviceName)}
          className="absolute inset-0 size-full object-contain"
        />
        {/* The earlier photo on top, clipped to the slider's share from the left: before on the left. */}
        <div className="absolute inset-0" style={{ clipPath: `inset(0 ${100 - reveal}% 0 0)` }}>
          <PhotoImage
            id={before.id}
            size="full"
            alt={photoAlt(t, before, deviceName)}
            className="absolute inset-0 size-full object-contain"
          />
        </div>
        <div
          aria-hidden="true"
          className="absolute inset-y-0 w-0.5 bg-white shadow"
          style={{ left: `${reveal}%` }}
        />
        <span className="absolute top-2 left-2 rounded bg-slate-950/75 px-2 py-1 text-xs">
          {photoDate(before)}
        </span>
        <span className="absolute top-2 right-2 rounded bg-slate-950/75 px-2 py-1 text-xs">
          {photoDate(after)}
        </span>
      </div>
      <label htmlFor={sliderId} className="text-sm text-slate-200">
        {t('photos.compare.sliderLabel', { before: photoDate(before), after: photoDate(after), reveal })}
      </label>
      <input
        id={sliderId}
        type="range"
        min={0}
        max={100}
        step={1}
        value={reveal}
        onChange={(event) => setReveal(Number(event.target.value))}
        aria-valuetext={t('photos.compare.sliderValue', {
          reveal,
          before: photoDate(before),
          after: photoDate(after),
        })}
        className="h-11 w-full cursor-pointer accent-blue-500"
      />
    </div>
  );
}
