import { type CompiledMessage, compileMessage } from '@lingui/message-utils/compileMessage';

// A pseudo-locale for finding what a translation would break (docs/decisions/067): every letter accented and
// each text 40 % longer, placeholders and plural forms kept, so a screen in it shows clipped or overflowing
// text at once. Built from the English catalog in Node; a browser test serves it in place of a language's chunk.

const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  c: 'ç',
  n: 'ñ',
  y: 'ý',
  s: 'š',
  z: 'ž',
  A: 'Å',
  E: 'É',
  I: 'Î',
  O: 'Ø',
  U: 'Û',
  C: 'Ç',
  N: 'Ñ',
  Y: 'Ý',
  S: 'Š',
  Z: 'Ž',
};
/** Breakable, as real words are: a long text's padding wraps instead of widening the page. */
const PADDING = ' ~·~·'.repeat(80);

/** A text accented and made 40 % longer (rounded up); a blank text stays blank. */
export function pseudoText(text: string): string {
  if (!text.trim()) return text;
  const accented = [...text].map((letter) => ACCENTED[letter] ?? letter).join('');
  return accented + PADDING.slice(0, Math.ceil(text.length * 0.4));
}

/** English's messages compiled into the pseudo-locale: id → compiled message, as a catalog's chunk exports. */
export function pseudoMessages(english: Record<string, string>): Record<string, CompiledMessage> {
  return Object.fromEntries(
    Object.entries(english).map(([id, text]) => [id, compileMessage(text, pseudoText)]),
  );
}
