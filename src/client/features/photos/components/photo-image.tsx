import { ImageOff } from 'lucide-react';
import { cn } from '#client/components/ui/cn.ts';
import { usePhotoSrc } from '../hooks/use-photo-src.ts';

interface PhotoImageProps {
  id: string;
  size: 'thumbnail' | 'full';
  alt: string;
  className?: string;
}

/** A private photo or thumbnail, with a quiet placeholder while it loads and a sign when it cannot. */
export function PhotoImage({ id, size, alt, className }: PhotoImageProps) {
  const { src, failed } = usePhotoSrc(id, size);
  if (src) return <img src={src} alt={alt} className={className} draggable={false} />;
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
