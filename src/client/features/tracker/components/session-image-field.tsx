import { ImagePlus, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useAcceptConsent, useConsent } from '#client/api/consent.ts';
import { DiscreetMedia } from '#client/components/discreet.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { FieldError } from '#client/components/ui/text-field.tsx';
import { useSpecMessage, useT } from '#client/lib/i18n/use-t.ts';
import { errorMessage } from '#client/lib/request.ts';
import { CONSENT_VERSIONS } from '#shared/privacy-notice.ts';
import { usePreviousPhoto } from '../hooks/previous-photo.ts';
import { IMAGE_TYPES, type ImageChoice } from '../hooks/use-image-choice.ts';
import { PhotoConsentDialog } from './photo-consent-dialog.tsx';
import { GUIDE_OPACITY, GuideAlone, GuideOpacity, GuideOverlay, GuideToggle } from './photo-guide.tsx';
import '../messages.ts';

interface SessionImageFieldProps {
  image: ImageChoice;
  /** The session being edited (its own photo is no guide for itself), or null for a new one. */
  sessionId: number | null;
}

/**
 * The optional photo: file input, preview, remove button and the spec's format hint. The first photo a
 * customer chooses asks for their consent to photo storage first (docs/decisions/022); declining drops it.
 * A customer with an earlier photo may show it faintly over the preview, to match the framing (the guide,
 * docs/decisions/060): the native camera gives no live preview, so the guide shows before the photo is
 * taken and then over the picked one, which can be retaken if it does not line up.
 */
export function SessionImageField({ image, sessionId }: SessionImageFieldProps) {
  const t = useT();
  const specMessage = useSpecMessage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const describedBy = [`${id}-hint`, image.error ? `${id}-error` : null].filter(Boolean).join(' ');
  const consent = useConsent();
  const accept = useAcceptConsent();
  const [pending, setPending] = useState<File | null>(null);
  const previous = usePreviousPhoto(sessionId);
  const [guideOn, setGuideOn] = useState(false);
  const [opacity, setOpacity] = useState(GUIDE_OPACITY);
  const guide = guideOn ? previous : null;

  const remove = () => {
    image.remove();
    if (input.current) input.current.value = '';
  };
  const choose = (file: File | null) => {
    if (file && !consent.data?.photos.accepted) {
      accept.reset();
      setPending(file);
      return;
    }
    image.choose(file);
  };
  const decline = () => {
    setPending(null);
    if (input.current) input.current.value = '';
  };
  const agree = () =>
    accept.mutate(
      { kind: 'photos', version: CONSENT_VERSIONS.photos },
      {
        onSuccess: () => {
          image.choose(pending);
          setPending(null);
        },
      },
    );

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{t('tracker.log.image')}</Label>
      <div className="flex items-center gap-2">
        <ImagePlus className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
        <input
          ref={input}
          id={id}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          aria-describedby={describedBy}
          aria-invalid={image.error ? true : undefined}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
          className="block min-h-11 w-full min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 rounded-md"
        />
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-500">
        {t('tracker.log.imageHint')}
      </p>
      <FieldError id={`${id}-error`} message={image.error ?? undefined} />
      {previous ? <GuideToggle previous={previous} on={guideOn} onChange={setGuideOn} /> : null}
      {image.previewSrc ? (
        <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-end">
          {/* The preview and the guide over it are hidden and shown together in discreet mode. */}
          <DiscreetMedia label={t('tracker.log.photo')} className="rounded-lg">
            <div className="relative">
              <img
                src={image.previewSrc}
                alt={t('tracker.log.preview')}
                className="max-h-60 w-auto max-w-full rounded-lg border border-slate-200 object-contain"
              />
              {guide ? <GuideOverlay previous={guide} opacity={opacity} /> : null}
            </div>
          </DiscreetMedia>
          <Button variant="outline" size="sm" onClick={remove}>
            <X aria-hidden="true" />
            {t('tracker.log.removeImage')}
          </Button>
        </div>
      ) : guide ? (
        <GuideAlone previous={guide} />
      ) : null}
      {guide && image.previewSrc ? <GuideOpacity value={opacity} onChange={setOpacity} /> : null}
      <PhotoConsentDialog
        open={!!pending}
        onAccept={agree}
        onDecline={decline}
        busy={accept.isPending}
        error={
          accept.isError ? specMessage(errorMessage(accept.error) ?? '') || t('tracker.log.tryAgain') : null
        }
      />
    </div>
  );
}
