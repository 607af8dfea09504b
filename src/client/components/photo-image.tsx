import { ImageOff } from 'lucide-react';
import { usePhotoSrc } from '#client/api/photo-src.ts';
import { useT } from '#client/lib/i18n/use-t.ts';
import { DiscreetMedia } from './discreet.tsx';
import './messages.ts';
import { cn } from './ui/cn.ts';

interface PhotoImageProps {
  id: string;
  size: 'thumbnail' | 'full';
  alt: string;
  className?: string;
  /** False inside a button (a grid tile): in discreet mode the picture stays blurred there. */
  revealable?: boolean;
}

/**
 * A private photo or thumbnail, with a quiet placeholder while it loads and a sign when it cannot; blurred
 * until tapped in discreet mode.
 */
export function PhotoImage({ id, size, alt, className, revealable = true }: PhotoImageProps) {
  const t = useT();
  const { src, failed } = usePhotoSrc(id, size);
  if (src)
    return (
      <DiscreetMedia label={t('photo.label')} revealable={revealable} className={className}>
        <img src={src} alt={alt} className={className} draggable={false} />
      </DiscreetMedia>
    );
  const placeholder = cn(
    'flex items-center justify-center bg-slate-200 text-slate-500 dark:bg-slate-800 dark:text-slate-400',
    !failed && 'animate-pulse',
    className,
  );
  const icon = failed ? <ImageOff className="size-6" aria-hidden="true" /> : null;
  // Inside a labelled button (the grid) the picture says nothing more: its placeholder is hidden too.
  if (!alt)
    return (
      <div aria-hidden="true" className={placeholder}>
        {icon}
      </div>
    );
  return (
    <div role="img" aria-label={failed ? `${alt} (could not be loaded)` : alt} className={placeholder}>
      {icon}
    </div>
  );
}
