import { useSearch } from 'wouter';
import type { SessionDefaults } from './session-form-values.ts';

/**
 * What the session timer hands the session form (/log?device=...&duration=..., docs/decisions/017): the
 * device, if it is one of the list, and whole minutes the form accepts; anything else is left out.
 */
export function timerPrefill(search: string, devices: string[]): SessionDefaults {
  const params = new URLSearchParams(search);
  const device = params.get('device');
  const duration = params.get('duration');
  return {
    ...(device && devices.includes(device) ? { device } : {}),
    ...(duration && /^\d{1,4}$/.test(duration) && Number(duration) <= 1440 ? { duration } : {}),
  };
}

/** The timer's device and minutes from the address, for a new session. */
export function useTimerPrefill(devices: string[]): SessionDefaults {
  return timerPrefill(useSearch(), devices);
}
