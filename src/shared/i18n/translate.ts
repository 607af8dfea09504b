import type { LocalFormat } from './local-format.ts';

/** Values a message's placeholders take (`{count}`, `{day}`). */
export type TranslateValues = Record<string, string | number | Date>;

/**
 * The message with this id in the language shown (docs/decisions/067, 070): on the client `useT()`'s `t`,
 * in a test one built from a catalog. A shared rule that writes words is handed one; it never reads a
 * global language.
 */
export type Translate = (id: string, values?: TranslateValues) => string;

/**
 * What a shared rule that writes words needs (docs/decisions/070): the messages of the language shown
 * (src/shared/rules/locales) and its dates and numbers. English's are today's texts, byte for byte.
 */
export interface Speech {
  t: Translate;
  format: LocalFormat;
}
