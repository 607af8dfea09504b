import { i18n } from '#client/lib/i18n/i18n.ts';
import type { MessageValues } from '#client/lib/i18n/use-t.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { localFormat } from '#shared/i18n/local-format.ts';
import { formatSessionDate } from '#shared/rules/session-display.ts';
import type { GalleryPhoto } from '#shared/schemas/photos.ts';
import '../messages.ts';

/**
 * 'Nov 22, 2026': a photo's session date, as the session lists show it, in the language shown (read from the
 * app's Lingui instance, as `translate` does outside a component; the screens showing it re-render on a switch).
 */
export const photoDate = (photo: GalleryPhoto) =>
  formatSessionDate(localFormat(i18n.locale as Language), photo.date);

/**
 * What a screen reader hears for a photo: its date and the session's device, by the name `deviceName`
 * gives it (useDeviceName: neutral in discreet mode).
 */
export const photoAlt = (
  t: (id: string, values?: MessageValues) => string,
  photo: GalleryPhoto,
  deviceName: (label: string) => string,
) => t('photos.alt', { date: photoDate(photo), device: deviceName(photo.device) });
