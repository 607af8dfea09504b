import { expect, type Page, test } from '@playwright/test';
import type { Language } from '../src/shared/i18n/languages.ts';
import { freshEmail, signUpThroughApi } from './support/accounts.ts';
import { catalogWords } from './support/catalog-words.ts';
import { englishLeft } from './support/english-left.ts';
import { acceptPrivacyForAccount } from './support/privacy.ts';

// Issue 32's journey in German, French and Spanish (docs/decisions/067): sign up, log a session with a
// validation error, read the toast, open the history, progress and the profile. No English words on those
// screens but for the device's name, the customer's own and the app's; dates and numbers as the language
// writes them. The words are read from the catalogs by the ids the code uses, so the same test runs in
// each language. Then, in German, switching to French in Preferences changes every screen without a reload.

const NOOSE = 'Cotton Hanging Noose for Stretching Exercises';
/** What may stay English on these screens: the app's name and the store's, and its devices' names. */
const NAMES = ['Progress Tracker', 'Example Store'];
let deviceNames: string[] = [];

test.beforeAll(async ({ request }) => {
  const config = (await (await request.get('/api/app-config')).json()) as { devices: { label: string }[] };
  deviceNames = config.devices.map((device) => device.label);
  expect(deviceNames).toContain(NOOSE);
});

const LOCALES: Record<Exclude<Language, 'en'>, string> = { de: 'de-DE', fr: 'fr-FR', es: 'es-ES' };

/** The page's English words, none expected: their pieces, for a readable failure. */
async function expectNoEnglish(page: Page, language: Exclude<Language, 'en'>, also: string[] = []) {
  await expect.poll(() => englishLeft(page, language, [...deviceNames, ...NAMES, ...also])).toEqual([]);
}

for (const [language, locale] of Object.entries(LOCALES) as [Exclude<Language, 'en'>, string][]) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, timezoneId: 'UTC', viewport: { width: 375, height: 812 } });

    test('sign up, log a session past a validation error, then history, progress and profile', async ({
      page,
    }) => {
      const t = await catalogWords(language);
      const email = freshEmail(`journey-${language}`);
      const password = `journey-${language}-1`;
      const name = email.split('@')[0] ?? '';

      await page.goto('/auth');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.getByRole('tab', { name: t('auth.tab.register') }).click();
      const panel = page.getByRole('tabpanel');
      await panel.getByLabel(t('common.email')).fill(email);
      await panel.getByLabel(t('common.password'), { exact: true }).fill(password);
      await panel.getByLabel(t('auth.register.confirmPassword')).fill(password);
      await panel.getByRole('button', { name: t('auth.register.submit') }).click();
      await expect(page.getByText(t('auth.register.created.title'), { exact: true })).toBeVisible();
      await expectNoEnglish(page, language, [email]);
      await acceptPrivacyForAccount(page.request, email, password);
      await page.getByRole('tab', { name: t('auth.tab.login') }).click();
      await panel.getByLabel(t('common.email')).fill(email);
      await panel.getByLabel(t('common.password'), { exact: true }).fill(password);
      await panel.getByRole('button', { name: t('auth.login.submit') }).click();
      await expect(page.getByRole('navigation', { name: t('nav.main') })).toBeVisible();

      // Log a session: a duration of 0 is refused in the language, 25 is logged with a toast.
      await page.goto('/log');
      await expect(page.getByRole('heading', { name: t('screen.log.title'), level: 1 })).toBeVisible();
      await page.getByLabel(t('tracker.log.device')).selectOption(NOOSE);
      const minutes = page.getByLabel(t('tracker.log.duration'));
      await minutes.fill('0');
      await minutes.blur();
      await expect(page.getByText(t('message.durationAboveZero'), { exact: true })).toBeVisible();
      await expectNoEnglish(page, language);
      await minutes.fill('25');
      await page.getByRole('button', { name: t('screen.log.title'), exact: true }).click();
      await expect(page.getByText(t('tracker.log.toast.logged'), { exact: true }).first()).toBeVisible();

      // A measurement of 6.5 in, which a customer of a metric language who chose no unit reads in cm.
      expect((await page.request.post('/api/login', { data: { email, password } })).status()).toBe(200);
      const measured = await page.request.post('/api/sessions', {
        data: { device: 'Measurement Update', duration: 0, length: 6.5, measurementUnit: 'inches' },
      });
      expect(measured.status()).toBe(201);

      await page.goto('/history');
      await expect(page.getByRole('heading', { name: t('screen.history.title'), level: 1 })).toBeVisible();
      const today = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(),
      );
      await expect(page.getByRole('main')).toContainText(today);
      await expect(page.getByRole('main')).toContainText(t('rules.duration.minutes', { count: 25 }));
      await expect(page.getByRole('main')).toContainText('16,5 cm');
      await expectNoEnglish(page, language);
      await page.screenshot({ path: test.info().outputPath(`history-${language}.png`), fullPage: true });

      await page.goto('/progress');
      await expect(page.getByRole('heading', { name: t('screen.progress.title'), level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).toContainText('16,51');
      await expectNoEnglish(page, language);
      await page.screenshot({ path: test.info().outputPath(`progress-${language}.png`), fullPage: true });

      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: t('screen.profile.title'), level: 1 })).toBeVisible();
      await expectNoEnglish(page, language, [email, name]);
      await page.screenshot({ path: test.info().outputPath(`profile-${language}.png`), fullPage: true });
    });
  });
}

test.describe('switching the language', () => {
  test.use({ locale: 'de-DE', timezoneId: 'UTC' });

  test('Français in Preferences turns every screen French at once, without a reload', async ({ page }) => {
    const [de, fr] = await Promise.all([catalogWords('de'), catalogWords('fr')]);
    const { email } = await signUpThroughApi(page, 'journey-switch', { name: 'Wechsel' });
    const logged = await page.request.post('/api/sessions', { data: { device: NOOSE, duration: 30 } });
    expect(logged.status()).toBe(201);

    await page.goto('/history');
    await expect(page.getByRole('heading', { name: de('screen.history.title'), level: 1 })).toBeVisible();
    await page.goto('/profile');
    // A mark on the page's window: a reload would drop it, the app's own navigation keeps it.
    await page.evaluate(() => Object.assign(window, { keptAcrossTheSwitch: true }));
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/'))
        fetched.push(new URL(request.url()).pathname);
    });
    await page.getByLabel(de('preferences.language')).selectOption('fr');
    await expect(page.getByRole('heading', { name: fr('screen.profile.title'), level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectNoEnglish(page, 'fr', [email, email.split('@')[0] ?? '', 'Wechsel']);

    const nav = page.getByRole('navigation', { name: fr('nav.main') });
    await nav.getByRole('link', { name: fr('screen.history.label') }).click();
    await expect(page.getByRole('heading', { name: fr('screen.history.title'), level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(fr('rules.duration.minutes', { count: 30 }));
    await expectNoEnglish(page, 'fr');
    expect(await page.evaluate(() => 'keptAcrossTheSwitch' in window)).toBe(true);
    // The history's entries were kept from before the switch: no data was asked for again.
    expect(fetched.filter((path) => path.startsWith('/api/history'))).toEqual([]);
  });
});
