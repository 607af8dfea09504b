/** The spec's derived username: first 10 characters of the email's local part, '_', a number 0-999. */
export function deriveUsername(email: string, random: () => number = Math.random): string {
  const local = email.trim().split('@')[0] ?? '';
  const suffix = Math.floor(random() * 1000) % 1000;
  return `${local.slice(0, 10)}_${suffix}`;
}

/** The part of an email before the @, used as a display fallback. */
export function emailLocalPart(email: string | null | undefined): string {
  if (!email) return '';
  return email.split('@')[0] ?? '';
}
