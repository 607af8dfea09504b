import { useId } from 'react';
import { DiscreetValue } from '#client/components/discreet.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { useSpeech } from '#client/lib/i18n/use-speech.ts';
import type { Speech } from '#shared/i18n/translate.ts';
import { type DayValue, headlineText, type QuantityEnds } from '#shared/rules/progress-headline.ts';
import { unitAbbreviation } from '#shared/rules/units.ts';
import { fromStoredPounds, WEIGHT_UNIT_TEXT, type WeightUnit } from '#shared/rules/weights.ts';
import type { ProgressResponse } from '#shared/schemas/progress.ts';
import { MIN_AXIS_SPAN } from './chart-scale.ts';
import { Sparkline } from './sparkline.tsx';
import '../messages.ts';

type Headline = { name: string; text: string; points: DayValue[]; minSpan: number };

/** The three headlines, values in the units shown (weights from stored pounds to the customer's unit). */
function headlines(speech: Speech, data: ProgressResponse, weightUnit: WeightUnit): Headline[] {
  const unit = unitAbbreviation(data.unit);
  const axisUnit = data.unit === 'inches' ? 'in' : 'cm';
  const common = { range: data.range, today: data.today };
  const measure = (name: 'Length' | 'Girth', points: DayValue[], ends: QuantityEnds, minSpan: number) => ({
    name,
    points,
    minSpan,
    text: headlineText(speech, {
      ...common,
      quantity: name === 'Length' ? 'length' : 'girth',
      unit,
      ends,
      points,
    }),
  });
  const pounds = (point: DayValue | null) =>
    point ? { date: point.date, value: fromStoredPounds(point.value, weightUnit) } : null;
  const weights = data.hangingWeight.map((point) => pounds(point) as DayValue);
  const weightEnds = data.ends.hangingWeight;
  return [
    measure('Length', data.length, data.ends.length, MIN_AXIS_SPAN.length[axisUnit]),
    measure('Girth', data.girth, data.ends.girth, MIN_AXIS_SPAN.girth[axisUnit]),
    {
      name: 'Hanging weight',
      points: weights,
      minSpan: MIN_AXIS_SPAN.weight[WEIGHT_UNIT_TEXT[weightUnit]],
      text: headlineText(speech, {
        ...common,
        quantity: 'weight',
        unit: WEIGHT_UNIT_TEXT[weightUnit],
        weekly: true,
        ends: { first: pounds(weightEnds.first), latest: pounds(weightEnds.latest), count: weightEnds.count },
        points: weights,
      }),
    },
  ];
}

/**
 * "How it is changing": a sentence per quantity (length, girth, the weekly heaviest hanging weight) with a
 * sparkline beside it (docs/decisions/058). Body figures: blurred in discreet mode until tapped.
 */
export function HeadlinesCard({ data, weightUnit }: { data: ProgressResponse; weightUnit: WeightUnit }) {
  const speech = useSpeech();
  const { t } = speech;
  const titleId = useId();
  const labels: Record<string, string> = {
    Length: t('progress.point.length'),
    Girth: t('progress.point.girth'),
    'Hanging weight': t('progress.headlines.weight'),
  };
  return (
    <Card aria-labelledby={titleId} className="dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
      <CardHeader>
        <CardTitle id={titleId}>{t('progress.headlines.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3">
          {headlines(speech, data, weightUnit).map((headline) => (
            <li key={headline.name} className="flex items-center justify-between gap-3">
              <p className="text-sm text-slate-800 dark:text-slate-200">
                <DiscreetValue label={labels[headline.name] ?? headline.name}>{headline.text}</DiscreetValue>
              </p>
              <Sparkline points={headline.points} minSpan={headline.minSpan} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
