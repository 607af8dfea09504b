import { formatSessionDate } from '#shared/rules/session-display.ts';
import type { GalleryPhoto } from '#shared/schemas/photos.ts';

/** 'Nov 22, 2026': a photo's session date, as the session lists show it. */
export const photoDate = (photo: GalleryPhoto) => formatSessionDate(photo.date);

/**
 * What a screen reader hears for a photo: its date and the session's device, by the name `deviceName`
 * gives it (useDeviceName: neutral in discreet mode).
 */
export const photoAlt = (photo: GalleryPhoto, deviceName: (label: string) => string) =>
  `Photo of ${photoDate(photo)}, ${deviceName(photo.device)}`;
