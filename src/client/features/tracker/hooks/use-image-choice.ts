import { useEffect, useState } from 'react';
import { fetchPhoto } from '#client/api/photos.ts';
import { PHOTO_MAX_BYTES } from '#shared/constants.ts';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

export interface ImageChoice {
  /** A newly chosen file, sent as the multipart field `image`. */
  file: File | null;
  /** The saved photo's URL while it is kept; '' once removed or replaced. */
  keptUrl: string;
  /** What the preview <img> shows, or null for no photo. */
  previewSrc: string | null;
  error: string | null;
  choose: (file: File | null) => void;
  remove: () => void;
}

/**
 * The form's photo: the saved one (edit mode), a newly chosen file with its preview, or none. An entry
 * waiting in the outbox starts with the file it keeps.
 */
export function useImageChoice(savedUrl: string | null, keptFile: File | null = null): ImageChoice {
  const [file, setFile] = useState<File | null>(keptFile);
  const [keptUrl, setKeptUrl] = useState(savedUrl ?? '');
  const [error, setError] = useState<string | null>(null);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setObjectUrl(null);
    const url = URL.createObjectURL(file);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(chosen.type)) {
      setError('Please choose a JPG, PNG or GIF image');
      return;
    }
    if (chosen.size > PHOTO_MAX_BYTES) {
      setError('The image is larger than 10MB');
      return;
    }
    setError(null);
    setFile(chosen);
    setKeptUrl('');
  };
  const remove = () => {
    setError(null);
    setFile(null);
    setKeptUrl('');
  };

  const savedSrc = useSavedPhoto(keptUrl);
  const previewSrc = objectUrl ?? savedSrc;
  return { file, keptUrl, previewSrc, error, choose, remove };
}

/** The saved photo as an object URL (fetched like any other read: see fetchPhoto). */
function useSavedPhoto(url: string): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return setSrc(null);
    let objectUrl: string | null = null;
    let cancelled = false;
    fetchPhoto(url)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => !cancelled && setSrc(null));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return src;
}
