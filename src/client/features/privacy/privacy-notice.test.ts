import { describe, expect, it } from 'vitest';
import { readCatalogs } from '#client/locales/catalog-files.ts';
import { PHOTO_CONSENT, PRIVACY_NOTICE } from '#shared/privacy-notice.ts';
import { NOTICE_SECTIONS } from './components/privacy-notice-dialog.tsx';

// The notice a customer agrees to is versioned English (src/shared/privacy-notice.ts); the dialog shows it
// from the privacy catalog, so English there must be those very words (docs/decisions/022, 067).
const english = (await readCatalogs()).find(({ folder }) => folder === 'client/features/privacy/locales')
  ?.messages.en;

describe('the privacy notice in English', () => {
  it('reads in the catalog exactly as the notice agreed to', () => {
    expect(english?.['privacy.notice.title']).toBe(PRIVACY_NOTICE.title);
    expect(english?.['privacy.notice.intro']).toBe(PRIVACY_NOTICE.intro);
    expect(english?.['privacy.notice.accept']).toBe(PRIVACY_NOTICE.accept);
    expect(NOTICE_SECTIONS.map(({ heading, text }) => [english?.[heading], english?.[text]])).toEqual(
      PRIVACY_NOTICE.sections.map(({ heading, text }) => [heading, text]),
    );
  });
});

describe('the photo consent in English', () => {
  it('reads in the tracker catalog exactly as the consent agreed to', async () => {
    const tracker = (await readCatalogs()).find(({ folder }) => folder === 'client/features/tracker/locales')
      ?.messages.en;
    expect(
      ['title', 'text', 'accept', 'decline'].map((part) => tracker?.[`tracker.photoConsent.${part}`]),
    ).toEqual([PHOTO_CONSENT.title, PHOTO_CONSENT.text, PHOTO_CONSENT.accept, PHOTO_CONSENT.decline]);
  });
});
