import { describe, expect, it } from 'vitest';
import { testSpeech } from '../i18n/test-speech.ts';
import { checkinTexts, describeCheckin } from './checkin-display.ts';
import { dayCount } from './count-words.ts';
import { discreetDeviceName } from './discreet-names.ts';
import { formatEntryDate } from './entry-dates.ts';
import { groupByMonth } from './history-months.ts';
import { measureChange } from './measure-change.ts';
import { changeRowText, changeSentence } from './measure-change-text.ts';
import { consistencyHint } from './measure-consistency.ts';
import { checkMeasurementForm, emptyPointTexts } from './measurement-entry.ts';
import { daysApartText } from './photo-compare.ts';
import { type HeadlineInput, headlineText } from './progress-headline.ts';
import { formatSessionDate, measureText, profileDurationText, sessionDetails } from './session-display.ts';
import { conversionHint } from './units.ts';

// The shared rules in German, French and Spanish (docs/decisions/070): the words from their catalog
// (src/shared/rules/locales), dates and numbers as each language writes them. English's are the rules' own
// tests, byte for byte as before.

const de = testSpeech('de');
const fr = testSpeech('fr');
const es = testSpeech('es');
/** Intl's no-break spaces (French groups digits with U+202F) read as plain spaces. */
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

const session = {
  device: 'Pills',
  duration: 1440,
  weight: 3.9,
  length: 6.5,
  girth: null,
  measurementUnit: 'inches' as const,
};

describe('an entry in the lists', () => {
  it('writes minutes, weight and measures with local numbers', () => {
    expect(sessionDetails(de, session, 'centimeters', 'kg')).toEqual([
      '1.440 Minuten',
      '1,75 kg',
      'Länge: 16,5 cm',
    ]);
    expect(sessionDetails(de, { ...session, duration: 1, weight: null })).toEqual([
      '1 Minute',
      'Länge: 6,5 in',
    ]);
    expect(sessionDetails(es, { ...session, duration: 0, weight: null, length: null })).toEqual(['Tomado']);
    expect(sessionDetails(fr, session).map(plain)).toEqual(['1 440 minutes', '3,9 lbs', 'Longueur : 6,5 in']);
    expect(sessionDetails(es, session)).toEqual(['1440 minutos', '3,9 lbs', 'Longitud: 6,5 in']);
  });

  it("takes the language's plural in the profile's table, and local dates", () => {
    expect(profileDurationText(de, 1)).toBe('1 Minute');
    expect(profileDurationText(es, 30)).toBe('30 minutos');
    expect(measureText(de.format, 6.5, session, 'centimeters')).toBe('6,5 in (16,5 cm)');
    expect(formatSessionDate(de.format, '2026-03-07T12:00:00.000Z')).toBe('07.03.2026');
    expect(formatEntryDate(fr.format, { date: '2026-11-21T11:00:00.000Z', day: '2026-11-22' })).toBe(
      '22 nov. 2026',
    );
  });

  it('heads the history by month in the language', () => {
    const entries = [{ date: '2026-11-05T12:00:00Z' }];
    expect(groupByMonth(entries, { language: 'de', timeZone: 'UTC' })[0]?.label).toBe('November 2026');
    expect(groupByMonth(entries, { language: 'fr', timeZone: 'UTC' })[0]?.label).toBe('novembre 2026');
    expect(groupByMonth(entries, { language: 'es', timeZone: 'UTC' })[0]?.label).toBe('noviembre de 2026');
    expect(groupByMonth(entries, { timeZone: 'UTC' })[0]).toMatchObject({
      key: '2026-11',
      label: 'November 2026',
    });
  });
});

describe('the check-in', () => {
  it('names the signs felt in the language', () => {
    const felt = { pain: 'mild', numbness: 'strong', discolouration: 'none' } as const;
    expect(describeCheckin(de.t, felt)).toBe(
      'Check-in: leichte Schmerzen, starke Taubheit oder starkes Kribbeln',
    );
    expect(plain(describeCheckin(fr.t, felt))).toBe(
      'Bilan : douleur légère, engourdissement ou picotements forts',
    );
    expect(describeCheckin(es.t, { pain: 'none', numbness: 'none', discolouration: 'none' })).toBe(
      'Chequeo: sin señales',
    );
    expect(checkinTexts(de.t).stopWatch).toHaveLength(4);
    expect(checkinTexts(es.t).stopTitle).toBe('Para y descansa');
  });
});

describe('neutral names and photo comparisons', () => {
  it('letters devices and counts days apart in the language', () => {
    expect(discreetDeviceName(de.t, 'B', ['A', 'B'])).toBe('Gerät B');
    expect(discreetDeviceName(fr.t, 'Retired', ['A'])).toBe('Autre appareil');
    expect(discreetDeviceName(es.t, 'Measurement Update', ['A'])).toBe('Measurement Update');
    expect(daysApartText(de.t, 0)).toBe('Am selben Tag');
    expect(daysApartText(de.t, 1)).toBe('1 Tag dazwischen');
    expect(daysApartText(fr.t, 61)).toBe('61 jours d’écart');
  });
});

describe("the home's change of length", () => {
  const at = (date: string, value: number, day: string | null = null) => ({
    date,
    day,
    value,
    unit: 'inches' as const,
  });
  const NOW = new Date('2026-11-18T12:00:00Z');
  const change = (entries: number, first: number, latest: number) =>
    measureChange(
      entries,
      at('2026-03-03T00:00:00.000Z', first, '2026-03-03'),
      at(NOW.toISOString(), latest),
      'inches',
    );

  it('writes the figure, the note and the sentence for a screen reader', () => {
    expect(changeRowText(de, change(2, 6, 6.6), 'in', NOW)).toEqual({
      figure: '+0,6 in',
      note: 'seit dem 3. März',
    });
    expect(changeRowText(fr, change(4, 6, 6), 'in', NOW)).toEqual({
      figure: 'Aucun changement',
      note: 'depuis le 3 mars',
    });
    expect(changeRowText(es, change(1, 6.5, 6.5), 'in', NOW)).toEqual({
      figure: '6,5 in',
      note: 'primera medición',
    });
    expect(changeSentence(de, change(2, 6, 5), 'inches', NOW)).toBe(
      '1 Zoll weniger seit dem 3. März, von 6 auf 5 Zoll.',
    );
    expect(changeSentence(fr, change(2, 6, 6.6), 'inches', NOW)).toBe(
      '0,6 pouce de plus depuis le 3 mars, de 6 à 6,6 pouces.',
    );
    expect(changeSentence(es, change(1, 1, 1), 'inches', NOW)).toBe(
      '1 pulgada el 3 mar, tu primera medición.',
    );
  });
});

describe('the Progress headline', () => {
  const input = (over: Partial<HeadlineInput>): HeadlineInput => ({
    quantity: 'length',
    unit: 'in',
    ends: { first: null, latest: null, count: 0 },
    points: [],
    range: '12w',
    today: '2026-11-18',
    ...over,
  });

  it('says what there is in the language', () => {
    expect(headlineText(de, input({}))).toBe('Länge: noch keine Messungen.');
    const week = { date: '2026-11-16', value: 4 };
    expect(
      plain(
        headlineText(
          fr,
          input({
            quantity: 'weight',
            unit: 'kg',
            weekly: true,
            ends: { first: week, latest: week, count: 1 },
          }),
        ),
      ),
    ).toBe('Poids suspendu : un seul poids noté pour l’instant (4 kg la semaine du 16 nov.).');
    const girth = input({
      quantity: 'girth',
      unit: 'cm',
      range: '4w',
      ends: {
        first: { date: '2025-03-03', value: 12 },
        latest: { date: '2026-11-16', value: 12.5 },
        count: 3,
      },
      points: [{ date: '2026-11-16', value: 12.5 }],
    });
    expect(headlineText(es, girth)).toBe(
      'Grosor: +0,5 cm desde tu primera medición (3 mar 2025), una medición en las últimas 4 semanas. ' +
        'Un ritmo mensual necesita 4 mediciones en 3 semanas o más dentro del periodo.',
    );
    expect(headlineText(de, girth)).toMatch(
      /^Umfang: \+0,5 cm seit deiner ersten Messung \(03\.03\.2025\), eine Messung in den letzten 4 Wochen\. /,
    );
  });
});

describe('a number of days', () => {
  it("writes English as pluralText does, and each language's plural", () => {
    const en = testSpeech('en');
    expect(dayCount(en.t, 1)).toBe('1 day');
    expect(dayCount(en.t, 1440)).toBe('1,440 days');
    expect(dayCount(de.t, 1)).toBe('1 Tag');
    expect(dayCount(de.t, 14)).toBe('14 Tage');
    expect(dayCount(fr.t, 2)).toBe('2 jours');
    expect(dayCount(es.t, 1)).toBe('1 día');
  });
});

describe('the hint that measurements differ', () => {
  it('names the point, the day and the spread in the language', () => {
    expect(
      consistencyHint(de, 'base_girth', { date: '2026-11-03', count: 2, spread: 0.45 }, 'centimeters'),
    ).toBe(
      'Zwei Messungen (Umfang an der Basis) vom 3. Nov. weichen um 0,45 cm voneinander ab. ' +
        'Miss zur gleichen Tageszeit und auf die gleiche Weise und trage den Durchschnitt ein.',
    );
    expect(consistencyHint(es, 'length', { date: '2026-01-30', count: 3, spread: 1.25 }, 'inches')).toMatch(
      /^3 mediciones \(longitud\) del 30 ene difieren hasta en 1,25 in\. /,
    );
  });
});

describe("the measurement form's messages", () => {
  it('name the field and its range in the language', () => {
    const form = {
      day: '2026-11-22',
      length: 'x',
      girth: '',
      unit: 'inches' as const,
      points: emptyPointTexts(),
    };
    // The date's, length's and girth's messages are spec messages: the schema's English, shown translated.
    expect(checkMeasurementForm(de, form, 'UTC')).toMatchObject({ message: 'Length must be a number' });
    expect(checkMeasurementForm(es, { ...form, day: '' }, 'UTC')).toMatchObject({
      message: 'Date is required',
    });
    const points = { ...emptyPointTexts(), base_girth: '40' };
    expect(checkMeasurementForm(de, { ...form, length: '6', points }, 'UTC')).toMatchObject({
      field: 'base_girth',
      message: 'Umfang an der Basis muss zwischen 0,5 und 12 in liegen',
    });
  });
});

describe('the live conversion under a measure', () => {
  it('writes the decimal as the language does', () => {
    expect(conversionHint('6', 'inches', de.format)).toBe('15,2 cm');
    expect(conversionHint('15', 'centimeters', fr.format)).toBe('5,9 in');
  });
});
