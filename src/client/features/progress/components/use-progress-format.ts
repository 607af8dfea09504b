import { useLocalFormat } from '#client/lib/i18n/use-t.ts';
import { type ProgressFormat, progressFormat } from './progress-format.ts';

/** The chart and table formats of the language shown (docs/decisions/067): English's unchanged. */
export const useProgressFormat = (): ProgressFormat => progressFormat(useLocalFormat());
