import { useId } from 'react';
import { usePhotoSrc } from '#client/api/photo-src.ts';
import { PhotoImage } from '#client/components/photo-image.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { useLocalFormat, useT } from '#client/lib/i18n/use-t.ts';
import { formatSessionDate } from '#shared/rules/session-display.ts';
import type { GalleryPhoto } from '#shared/schemas/photos.ts';
import '../messages.ts';

// The guide (docs/decisions/060): the customer's previous photo laid faintly over the new one's preview, so
// that they can match its framing. It is only drawn here: never sent, never stored with the session.

/** How see-through the guide starts (percent of opacity). */
export const GUIDE_OPACITY = 35;

/** 'Previous photo of Nov 17, 2026'. */
const useGuideName = () => {
  const t = useT();
  const format = useLocalFormat();
  return (photo: GalleryPhoto) => t('tracker.log.guide.name', { day: formatSessionDate(format, photo.date) });
};

interface GuideToggleProps {
  previous: GalleryPhoto;
  on: boolean;
  onChange: (on: boolean) => void;
}

/** "Show previous photo as a guide", off until ticked. */
export function GuideToggle({ previous, on, onChange }: GuideToggleProps) {
  const t = useT();
  const format = useLocalFormat();
  const id = useId();
  return (
    <div className="flex items-start gap-3 pt-1">
      <Checkbox
        id={id}
        checked={on}
        onCheckedChange={(checked) => onChange(checked === true)}
        aria-describedby={`${id}-hint`}
      />
      <div className="space-y-1">
        <Label htmlFor={id}>{t('tracker.log.guide.toggle')}</Label>
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-300">
          {t('tracker.log.guide.hint', { day: formatSessionDate(format, previous.date) })}
        </p>
      </div>
    </div>
  );
}

/** The previous photo alone, before a new one is chosen: what to frame the new one like. */
export function GuideAlone({ previous }: { previous: GalleryPhoto }) {
  const t = useT();
  const guideName = useGuideName();
  return (
    <figure className="space-y-1">
      <PhotoImage
        id={previous.id}
        size="full"
        alt={guideName(previous)}
        className="h-48 w-auto max-w-full rounded-lg border border-slate-200 object-contain dark:border-slate-700"
      />
      <figcaption className="text-sm text-slate-600 dark:text-slate-300">
        {t('tracker.log.guide.alone')}
      </figcaption>
    </figure>
  );
}

/** The previous photo over the new one's preview (inside its box, same fit), at `opacity` percent. */
export function GuideOverlay({ previous, opacity }: { previous: GalleryPhoto; opacity: number }) {
  const t = useT();
  const guideName = useGuideName();
  const { src } = usePhotoSrc(previous.id, 'full');
  if (!src) return null;
  return (
    <img
      src={src}
      alt={t('tracker.log.guide.overlay', { name: guideName(previous) })}
      draggable={false}
      data-testid="photo-guide"
      style={{ opacity: opacity / 100 }}
      className="pointer-events-none absolute inset-0 size-full rounded-lg object-contain"
    />
  );
}

/** How strongly the guide shows, from faint to nearly solid. */
export function GuideOpacity({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const t = useT();
  const format = useLocalFormat();
  const id = useId();
  return (
    <div className="w-full max-w-xs">
      <label htmlFor={id} className="text-sm text-slate-700 dark:text-slate-200">
        {t('tracker.log.guide.opacity', { value: format.count(value) })}
      </label>
      <input
        id={id}
        type="range"
        min={10}
        max={90}
        step={5}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-11 w-full cursor-pointer accent-blue-700"
      />
    </div>
  );
}
