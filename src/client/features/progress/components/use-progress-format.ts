import { useLocalFormat, useT } from '#client/lib/i18n/use-t.ts';
import { type ProgressFormat, progressFormat } from './progress-format.ts';
import type { Words } from './progress-shaping.ts';

/** The chart and table formats of the language shown (docs/decisions/067): English's unchanged. */
export const useProgressFormat = (): ProgressFormat => progressFormat(useLocalFormat());

/** What the summaries are written with: the messages and the chart formats of the language shown. */
export const useProgressWords = (): Words => ({ t: useT(), f: useProgressFormat() });
