import { passwordStrength, type StrengthColour } from '#shared/rules/password-strength.ts';
import { cn } from './ui/cn.ts';

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

/** The live strength bar and label under a new password: registration's (spec section 5) and the profile's. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { score, label, colour } = passwordStrength(password);
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
        <span className="sr-only">Password strength: </span>
        {label}
      </p>
    </div>
  );
}
