import { useT } from '#client/lib/i18n/use-t.ts';
import { passwordStrength, type StrengthColour } from '#shared/rules/password-strength.ts';
import { cn } from './ui/cn.ts';
import './messages.ts';

const BAR_COLOUR: Record<StrengthColour, string> = {
  red: 'bg-red-600',
  yellow: 'bg-yellow-400',
  green: 'bg-green-600',
};

const TEXT_COLOUR: Record<StrengthColour, string> = {
  red: 'text-red-700',
  yellow: 'text-yellow-800',
  green: 'text-green-700',
};

/** The label of each score, 0 to 5 (src/shared/rules/password-strength.ts's, translated). */
const LABEL_IDS = [
  'password.strength.0',
  'password.strength.1',
  'password.strength.2',
  'password.strength.3',
  'password.strength.4',
  'password.strength.5',
] as const;

/** The live strength bar and label under a new password: registration's (spec section 5) and the profile's. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const t = useT();
  const { score, colour } = passwordStrength(password);
  return (
    <div className="space-y-1">
      <div className="h-2 w-full overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div
          data-testid="strength-bar"
          data-colour={colour}
          className={cn('h-full rounded-full transition-all', BAR_COLOUR[colour])}
          style={{ width: `${(score / 5) * 100}%` }}
        />
      </div>
      <p className={cn('text-xs font-medium', score === 0 ? 'text-slate-600' : TEXT_COLOUR[colour])}>
        <span className="sr-only">{t('password.strength.label')}</span>
        {t(LABEL_IDS[score] ?? 'password.strength.0')}
      </p>
    </div>
  );
}
