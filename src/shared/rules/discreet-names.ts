import { MEASUREMENT_DEVICE } from '../devices.ts';
import type { Translate } from '../i18n/translate.ts';

/**
 * Discreet mode's names for devices (issue 29, docs/decisions/022): a product's name says what it is for,
 * so in discreet mode every device shows a neutral name instead: the customer's own nickname for it, else
 * "Device A", "Device B"… by its place in the store's list (the same letter on every screen and device of
 * the customer's). 'Measurement Update' names no product and stays.
 */

/** A, B, … Z, AA, AB, … for 0, 1, … */
export function letterFor(index: number): string {
  let n = index;
  let letters = '';
  do {
    letters = String.fromCharCode(65 + (n % 26)) + letters;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return letters;
}

/** The longest nickname a customer can give a device. */
export const NICKNAME_MAX = 24;

/** Names chosen by the customer, by device label. */
export type DeviceNicknames = Readonly<Record<string, string>>;

/**
 * The name shown for `device` in discreet mode: its nickname, else "Device X" by its place in
 * `deviceLabels`; a device no longer listed is "Other device" (in the language shown, docs/decisions/070).
 */
export function discreetDeviceName(
  t: Translate,
  device: string,
  deviceLabels: readonly string[],
  nicknames: DeviceNicknames = {},
): string {
  if (device === MEASUREMENT_DEVICE) return device;
  const nickname = nicknames[device]?.trim();
  if (nickname) return nickname;
  const index = deviceLabels.indexOf(device);
  return index < 0 ? t('rules.device.other') : t('rules.device.lettered', { letter: letterFor(index) });
}
