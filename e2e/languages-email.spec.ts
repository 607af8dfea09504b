import { expect, test } from '@playwright/test';
import { freshEmail } from './support/accounts.ts';
import { htmlPartOf, linkIn, readMail } from './support/mail.ts';

// Emails in the recipient's language (docs/decisions/068): a German browser signs up in German, and the
// verification email, written after the answer, is German too; its link verifies the account. The email's
// html at 375 px: German's longer words stay inside the screen.
test.use({ locale: 'de-DE' });

test('a German sign-up gets its verification email in German, and its link works', async ({
  page,
  baseURL,
}) => {
  await page.goto('/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('tab', { name: 'Konto erstellen' }).click();
  const panel = page.getByRole('tabpanel');
  const email = freshEmail('brief');
  await panel.getByLabel('E-Mail').fill(email);
  await panel.getByLabel('Passwort', { exact: true }).fill('deutsch-1');
  await panel.getByLabel('Passwort bestätigen').fill('deutsch-1');
  await panel.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByText('Konto erstellt', { exact: true })).toBeVisible();

  const mail = await readMail(email, 'Bestätige deine E-Mail-Adresse');
  expect(mail.text).toContain('Bitte bestätige deine E-Mail-Adresse');
  expect(mail.text).toContain('Dieser Link ist 24 Stunden lang gültig.');
  const html = htmlPartOf(mail.raw);
  expect(html).toContain('<html lang="de">');

  // The email as a phone shows it.
  await page.setViewportSize({ width: 375, height: 700 });
  await page.setContent(html);
  await expect(page.getByRole('link', { name: 'E-Mail-Adresse bestätigen' })).toBeVisible();
  await expect(page.getByText(/^Oder öffne diesen Link: /)).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('verification-email-de-375.png'), fullPage: true });

  await page.goto(linkIn(mail, `${baseURL}/verify-email?token=`));
  await expect(page.getByText('E-Mail-Adresse bestätigt!')).toBeVisible();
});
