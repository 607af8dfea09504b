import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { ChoiceGroup } from '#client/components/ui/choice-group.tsx';
import { useSpeech } from '#client/lib/i18n/use-speech.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { checkinChoices, checkinQuestions, checkinTexts } from '#shared/rules/checkin-display.ts';
import { reportsStrongSign } from '#shared/rules/rest-notice.ts';
import { CHECKIN_LEVELS, CHECKIN_SIGNS, type Checkin, type CheckinLevel } from '#shared/schemas/checkins.ts';
import { useSaveCheckin } from '../api/checkins.ts';
import { useCheckinOffer, withdrawCheckinOffer } from '../hooks/checkin-offer.ts';
import { StopAndRest } from './stop-and-rest.tsx';

type Answers = Partial<Checkin>;

const complete = (answers: Answers): answers is Checkin =>
  CHECKIN_SIGNS.every((sign) => answers[sign] !== undefined);

/**
 * The optional safety check-in of the session just logged (docs/decisions/020), on home after the spec's
 * save flow: three taps, saved once all three are answered (and again on a change); Skip or Done closes it.
 * A Strong answer shows "Stop and rest" at once, before the rest is answered (docs/decisions/055).
 */
export function CheckinPrompt() {
  const offer = useCheckinOffer();
  const { customerHash } = useCustomerHash();
  if (!offer || offer.customerHash !== customerHash) return null;
  return <CheckinCard key={offer.sessionId} sessionId={offer.sessionId} />;
}

function CheckinCard({ sessionId }: { sessionId: number }) {
  const titleId = useId();
  const [answers, setAnswers] = useState<Answers>({});
  const save = useSaveCheckin(sessionId);
  const { t } = useSpeech();
  const texts = checkinTexts(t);
  const choiceWords = checkinChoices(t);
  const choices = CHECKIN_LEVELS.map((level) => ({ value: level, label: choiceWords[level] }));

  const answer = (sign: keyof Checkin, level: CheckinLevel) => {
    const next = { ...answers, [sign]: level };
    setAnswers(next);
    if (complete(next)) save.mutate(next);
  };
  const retry = () => {
    if (complete(answers)) save.mutate(answers);
  };

  const status = save.isPending
    ? texts.saving
    : save.isError
      ? texts.failed
      : save.isSuccess
        ? texts.saved
        : '';
  return (
    <Card aria-labelledby={titleId} className="dark:border-slate-700 dark:bg-slate-900">
      <CardHeader className="pb-3 sm:pb-4">
        <CardTitle id={titleId}>{texts.promptTitle}</CardTitle>
        <CardDescription className="dark:text-slate-300">{texts.promptText}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-4 md:grid-cols-3">
          {CHECKIN_SIGNS.map((sign) => (
            <ChoiceGroup
              key={sign}
              label={checkinQuestions(t)[sign]}
              choices={choices}
              value={answers[sign] ?? null}
              onChange={(level) => answer(sign, level)}
            />
          ))}
        </div>
        {reportsStrongSign(answers) ? <StopAndRest /> : null}
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p role="status" className="mr-auto text-sm text-slate-700 dark:text-slate-200">
            {status}
          </p>
          {save.isError ? (
            <Button variant="outline" onClick={retry}>
              {texts.retry}
            </Button>
          ) : null}
          <Button variant={save.isSuccess ? 'primary' : 'outline'} onClick={withdrawCheckinOffer}>
            {save.isSuccess ? texts.done : texts.skip}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
