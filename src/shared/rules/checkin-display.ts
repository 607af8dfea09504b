import { CHECKIN_SIGNS, type Checkin, type CheckinLevel, type CheckinSign } from '../schemas/checkins.ts';

// The check-in's wording, word for word as docs/decisions/020 records it: plain, calm, no diagnosis.

/** The three questions, in the order asked. */
export const CHECKIN_QUESTIONS: Record<CheckinSign, string> = {
  pain: 'Pain',
  numbness: 'Numbness or tingling',
  discolouration: 'Discolouration or coldness',
};

/** The three answers to each. */
export const CHECKIN_CHOICES: Record<CheckinLevel, string> = {
  none: 'None',
  mild: 'Mild',
  strong: 'Strong',
};

export const CHECKIN_TEXTS = {
  promptTitle: 'Quick check-in',
  promptText: 'Optional. How did this session feel? Three taps, saved with the session.',
  skip: 'Skip',
  done: 'Done',
  saving: 'Saving...',
  saved: 'Check-in saved.',
  failed: 'The check-in was not saved.',
  retry: 'Try again',
  noticeTitle: 'Consider a rest',
  noticeText:
    'You noted pain, numbness or tingling, or discolouration or coldness in at least two of your last ' +
    'three sessions. Consider giving your body a few days of rest. If it persists, see a doctor.',
  noticeStrongText:
    'You noted a strong sign in your last check-in. Give your body a few days of rest before your next ' +
    'session. If it persists, see a doctor.',
  // Shown at once in the check-in when any answer is Strong (docs/decisions/055).
  stopTitle: 'Stop and rest',
  stopText: 'Stop for today and give your body a few days of rest before your next session.',
  stopWatchTitle: 'Watch for',
  stopWatch: [
    'pain that does not ease within a few hours',
    'numbness or tingling that does not go away',
    'skin that stays cold, pale, dark or blue',
    'bruising, swelling or blisters',
  ],
  stopDoctor:
    'See a doctor if any of these last into the next day. Get help at once for severe pain, or for ' +
    'numbness or a change of colour that does not go back within an hour.',
  noSigns: 'no signs',
} as const;

/**
 * A check-in in a history entry: 'Check-in: no signs', or the signs felt with how strongly, in the order
 * asked ('Check-in: mild pain, strong numbness or tingling').
 */
export function describeCheckin(checkin: Checkin): string {
  const felt = CHECKIN_SIGNS.filter((sign) => checkin[sign] !== 'none').map(
    (sign) => `${checkin[sign]} ${CHECKIN_QUESTIONS[sign].toLowerCase()}`,
  );
  return `Check-in: ${felt.length === 0 ? CHECKIN_TEXTS.noSigns : felt.join(', ')}`;
}
