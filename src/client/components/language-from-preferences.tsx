import { useEffect } from 'react';
import { usePreferences } from '#client/api/preferences.ts';
import { showLanguage } from '#client/lib/i18n/i18n.ts';
import { rememberLanguageChoice } from '#client/lib/i18n/language-choice.ts';

/**
 * The language the customer chose on another device, from the server's preferences: shown, and kept on this
 * device so the next page opens in it (docs/decisions/067). Renders nothing.
 */
export function LanguageFromPreferences() {
  const chosen = usePreferences().data?.language;
  useEffect(() => {
    if (!chosen) return;
    rememberLanguageChoice(chosen);
    void showLanguage(chosen);
  }, [chosen]);
  return null;
}
