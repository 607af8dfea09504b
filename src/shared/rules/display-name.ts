/** The longest display name (the account's `name`, shown on the profile). */
export const DISPLAY_NAME_MAX = 50;

/** Letters of any script (with their accents), digits, spaces and . _ - ' : what names and handles use. */
const ALLOWED = /^[\p{L}\p{M}\p{N} ._'-]+$/u;

export const DISPLAY_NAME_MESSAGES = {
  required: 'Enter a name',
  // DISPLAY_NAME_MAX, written out: the client finds the translation by the English text (src/shared/locales).
  tooLong: 'Name must be at most 50 characters',
  characters: "Use letters, numbers, spaces and . _ - ' only",
} as const;

/** The name as stored: trimmed, every run of spaces (tabs, line breaks) made one space. */
export function normaliseDisplayName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** What is wrong with an already normalised display name, or null when it may be saved. */
export function displayNameProblem(name: string): string | null {
  if (name.length === 0) return DISPLAY_NAME_MESSAGES.required;
  if ([...name].length > DISPLAY_NAME_MAX) return DISPLAY_NAME_MESSAGES.tooLong;
  if (!ALLOWED.test(name)) return DISPLAY_NAME_MESSAGES.characters;
  return null;
}
