import { useMemo } from 'react';
import type { Speech } from '#shared/i18n/translate.ts';
import { useLocalFormat, useT } from './use-t.ts';
import './rule-messages.ts';

/**
 * The words a shared rule takes (docs/decisions/070): `t` of the language shown and its `LocalFormat`, one
 * object while the language stays. Importing it registers the rules' catalog (rule-messages.ts).
 */
export function useSpeech(): Speech {
  const t = useT();
  const format = useLocalFormat();
  return useMemo(() => ({ t, format }), [t, format]);
}
