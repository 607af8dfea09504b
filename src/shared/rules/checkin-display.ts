import type { Translate } from '../i18n/translate.ts';
import { CHECKIN_SIGNS, type Checkin, type CheckinLevel, type CheckinSign } from '../schemas/checkins.ts';

// The check-in's wording, word for word as docs/decisions/020 records it: plain, calm, no diagnosis. In
// the language shown (docs/decisions/070): the words are src/shared/rules/locales's `rules.checkin.*`.

/** The three questions, in the order asked: 'Pain', 'Numbness or tingling', 'Discolouration or coldness'. */
export const checkinQuestions = (t: Translate): Record<CheckinSign, string> => ({
  pain: t('rules.checkin.question.pain'),
  numbness: t('rules.checkin.question.numbness'),
  discolouration: t('rules.checkin.question.discolouration'),
});

/** The three answers to each: 'None', 'Mild', 'Strong'. */
export const checkinChoices = (t: Translate): Record<CheckinLevel, string> => ({
  none: t('rules.checkin.choice.none'),
  mild: t('rules.checkin.choice.mild'),
  strong: t('rules.checkin.choice.strong'),
});

/** The check-in's other texts: its prompt, the notice to rest, and "stop and rest". */
export const checkinTexts = (t: Translate) => ({
  promptTitle: t('rules.checkin.promptTitle'),
  promptText: t('rules.checkin.promptText'),
  skip: t('rules.checkin.skip'),
  done: t('rules.checkin.done'),
  saving: t('rules.checkin.saving'),
  saved: t('rules.checkin.saved'),
  failed: t('rules.checkin.failed'),
  retry: t('rules.checkin.retry'),
  noticeTitle: t('rules.checkin.noticeTitle'),
  noticeText: t('rules.checkin.noticeText'),
  noticeStrongText: t('rules.checkin.noticeStrongText'),
  // Shown at once in the check-in when any answer is Strong (docs/decisions/055).
  stopTitle: t('rules.checkin.stopTitle'),
  stopText: t('rules.checkin.stopText'),
  stopWatchTitle: t('rules.checkin.stopWatchTitle'),
  stopWatch: [
    t('rules.checkin.stopWatch.pain'),
    t('rules.checkin.stopWatch.numbness'),
    t('rules.checkin.stopWatch.skin'),
    t('rules.checkin.stopWatch.bruising'),
  ],
  stopDoctor: t('rules.checkin.stopDoctor'),
});

/** A sign felt with how strongly: 'mild pain', 'strong numbness or tingling'. */
function feltText(t: Translate, sign: CheckinSign, level: Exclude<CheckinLevel, 'none'>): string {
  const mild = level === 'mild';
  switch (sign) {
    case 'pain':
      return mild ? t('rules.checkin.felt.pain.mild') : t('rules.checkin.felt.pain.strong');
    case 'numbness':
      return mild ? t('rules.checkin.felt.numbness.mild') : t('rules.checkin.felt.numbness.strong');
    case 'discolouration':
      return mild
        ? t('rules.checkin.felt.discolouration.mild')
        : t('rules.checkin.felt.discolouration.strong');
  }
}

/**
 * A check-in in a history entry: 'Check-in: no signs', or the signs felt with how strongly, in the order
 * asked ('Check-in: mild pain, strong numbness or tingling').
 */
export function describeCheckin(t: Translate, checkin: Checkin): string {
  const felt = CHECKIN_SIGNS.flatMap((sign) => {
    const level = checkin[sign];
    return level === 'none' ? [] : [feltText(t, sign, level)];
  });
  return t('rules.checkin.summary', {
    signs: felt.length === 0 ? t('rules.checkin.noSigns') : felt.join(', '),
  });
}
