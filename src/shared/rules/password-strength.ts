/** One point each for: 8+ characters, 12+ characters, an uppercase letter, a digit, a symbol (spec section 5). */
export function passwordScore(password: string): number {
  let score = 0;
  if (password.length >= 8) score++;
  if (password.length >= 12) score++;
  if (/[A-Z]/.test(password)) score++;
  if (/[0-9]/.test(password)) score++;
  if (/[^A-Za-z0-9]/.test(password)) score++;
  return score;
}

const LABELS = ['Enter a password', 'Very weak', 'Weak', 'Medium', 'Strong', 'Very strong'] as const;
export type StrengthLabel = (typeof LABELS)[number];
export type StrengthColour = 'red' | 'yellow' | 'green';

/** The meter's label for a score 0-5. */
export function strengthLabel(score: number): StrengthLabel {
  return LABELS[Math.max(0, Math.min(5, score))] ?? 'Enter a password';
}

/** Red for 2 or less, yellow for 3, green for 4 or more. */
export function strengthColour(score: number): StrengthColour {
  if (score <= 2) return 'red';
  if (score === 3) return 'yellow';
  return 'green';
}

/** Score, label and colour of a password, as the strength meter shows them. */
export function passwordStrength(password: string) {
  const score = passwordScore(password);
  return { score, label: strengthLabel(score), colour: strengthColour(score) };
}
