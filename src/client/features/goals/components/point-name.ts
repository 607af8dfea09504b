import { useShownLanguage, useT } from '#client/lib/i18n/use-t.ts';
import type { MeasurePointName } from '#shared/schemas/measure-targets.ts';
import '../messages.ts';

/** A measurement point's label ('Base girth'), and as a sentence names it ('base girth'; German keeps nouns). */
export type PointName = { label: string; inSentence: string };

/** The names of the measurement points in the language shown (the registry's English, #shared/measure-points). */
export function usePointName(): (point: MeasurePointName) => PointName {
  const t = useT();
  const language = useShownLanguage();
  const labels: Record<MeasurePointName, string> = {
    length: t('goals.point.length'),
    girth: t('goals.point.girth'),
    bpel: t('goals.point.bpel'),
    nbpel: t('goals.point.nbpel'),
    base_girth: t('goals.point.base_girth'),
    mid_girth: t('goals.point.mid_girth'),
    bpfsl: t('goals.point.bpfsl'),
  };
  return (point) => {
    const label = labels[point];
    return { label, inSentence: language === 'de' ? label : label.toLocaleLowerCase(language) };
  };
}
