import { useId } from 'react';
import { useSavePreferences } from '#client/api/preferences.ts';
import { showLanguage } from '#client/lib/i18n/i18n.ts';
import { rememberLanguageChoice } from '#client/lib/i18n/language-choice.ts';
import { useShownLanguage, useT } from '#client/lib/i18n/use-t.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '#shared/i18n/languages.ts';
import { Label } from './ui/label.tsx';
import { NativeSelect } from './ui/native-select.tsx';
import { SaveStatus, useSaveState } from './ui/save-status.tsx';
import './messages.ts';

/**
 * The language of every screen (docs/decisions/067), each named in itself: shown at once, kept on this device
 * and, for a customer the server knows, in their preferences so other devices follow.
 */
export function LanguageField() {
  const t = useT();
  const id = useId();
  const { customerHash } = useCustomerHash();
  const save = useSavePreferences();
  const [saveState, track] = useSaveState();
  const language = useShownLanguage();
  const choose = (chosen: Language) => {
    rememberLanguageChoice(chosen);
    void showLanguage(chosen);
    // Kept with the customer whenever the server knows who this is, even before their preferences arrived.
    if (!customerHash) return track('saved');
    track('saving');
    save.mutate({ language: chosen }, { onSuccess: () => track('saved'), onError: () => track('failed') });
  };
  return (
    <div>
      <div className="flex flex-wrap items-center gap-x-3">
        <Label htmlFor={id}>{t('preferences.language')}</Label>
        <SaveStatus state={saveState} id={`${id}-status`} />
      </div>
      <NativeSelect
        id={id}
        className="mt-1.5 sm:max-w-sm"
        value={language}
        aria-describedby={`${id}-status`}
        onChange={(event) => choose(event.target.value as Language)}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
