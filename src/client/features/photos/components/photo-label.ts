import type { MessageValues } from '#client/lib/i18n/use-t.ts';
import { formatSessionDate } from '#shared/rules/session-display.ts';
import type { GalleryPhoto } from '#shared/schemas/photos.ts';
import '../messages.ts';

/** 'Nov 22, 2026': a photo's session date, as the session lists show it. */
export const photoDate = (photo: GalleryPhoto) => formatSessionDate(photo.date);

/**
 * What a screen reader hears for a photo: its date and the session's device, by the name `deviceName`
 * gives it (useDeviceName: neutral in discreet mode).
 */
export const photoAlt = (
  t: (id: string, values?: MessageValues) => string,
  photo: GalleryPhoto,
  deviceName: (label: string) => string,
) => t('photos.alt', { date: photoDate(photo), device: deviceName(photo.device) });
