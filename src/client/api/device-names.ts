import { useCallback } from 'react';
import { useSpeech } from '#client/lib/i18n/use-speech.ts';
import { MEASUREMENT_DEVICE } from '#shared/devices.ts';
import { discreetDeviceName } from '#shared/rules/discreet-names.ts';
import { useAppConfig } from './app-config.ts';
import { usePreferences } from './preferences.ts';
import '#client/components/messages.ts';

/**
 * The name a device is shown by (issue 29, docs/decisions/022, 061): in discreet mode the customer's
 * nickname for it, else a neutral one ("Device A", by its place in the store's list of GET /api/app-config),
 * otherwise its label; a measurement entry's 'Measurement Update', which names no product, in the language
 * shown (docs/decisions/067). Every screen, list, chart,
 * caption and title that names a device shows this; values sent and compared stay labels.
 */
export function useDeviceName(): (label: string) => string {
  const preferences = usePreferences().data;
  const discreet = preferences?.discreetMode === true;
  const nicknames = preferences?.deviceNicknames;
  const devices = useAppConfig().data?.devices;
  const { t } = useSpeech();
  return useCallback(
    (label: string) => {
      if (label === MEASUREMENT_DEVICE) return t('device.measurement');
      if (!discreet) return label;
      return discreetDeviceName(
        t,
        label,
        (devices ?? []).map((device) => device.label),
        nicknames,
      );
    },
    [discreet, devices, nicknames, t],
  );
}
