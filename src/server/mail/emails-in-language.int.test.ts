import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atTime as at } from '../test/at-time.ts';
import { buildRegistration, signIn, tokenFromMail, uniqueEmail } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Every email in its recipient's language (docs/decisions/068): the language saved for the customer, else
// the one the sign-up page showed, else English.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const lastMailTo = (email: string) => t.mails.filter((mail) => mail.to === email).at(-1);

async function register(email: string, language?: string) {
  const payload = { ...buildRegistration(email), ...(language ? { language } : {}) };
  const response = await t.app.inject({ method: 'POST', url: '/api/register', payload });
  await t.app.tasks.idle();
  return response;
}
const preferences = async (cookie: string) =>
  (await t.app.inject({ url: '/api/preferences', headers: { cookie } })).json();
const chooseLanguage = (cookie: string, language: string) =>
  t.app.inject({ method: 'PUT', url: '/api/preferences', headers: { cookie }, payload: { language } });

describe('a customer whose saved language is German', () => {
  const email = uniqueEmail('de-saved');
  let cookie: string;

  beforeAll(async () => {
    expect((await register(email)).statusCode).toBe(201);
    // No language saved yet: English, as always.
    expect(lastMailTo(email)?.subject).toBe('Verify your email address');
    cookie = await signIn(t.app, email);
    expect((await chooseLanguage(cookie, 'de')).statusCode).toBe(200);
  });

  it('gets the verification email in German', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/resend-verification',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    await t.app.tasks.idle();
    const mail = lastMailTo(email);
    expect(mail?.subject).toBe('Bestätige deine E-Mail-Adresse');
    expect(mail?.text).toContain('Dieser Link ist 24 Stunden lang gültig.');
    expect(mail?.html).toContain('<html lang="de">');
    expect(mail?.language).toBe('de');
    // The link in it verifies the account.
    const verified = await t.app.inject({ url: `/api/verify-email?token=${tokenFromMail(mail)}` });
    expect(verified.headers.location).toBe('/email-verified');
  });

  it('gets the reminder email in German', async () => {
    const goals = await at('2026-12-01T08:00:00Z', () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/goals',
        headers: { cookie },
        payload: {
          goal: null,
          restDays: { kind: 'none' },
          weekStart: 1,
          reminders: { enabled: true, time: '19:00' },
          timeZone: 'Europe/Berlin',
        },
      }),
    );
    expect(goals.statusCode).toBe(200);
    await t.app.reminders.runOnce(new Date('2026-12-01T18:30:00Z')); // 19:30 in Berlin
    const mail = lastMailTo(email);
    expect(mail?.subject).toBe('Dein täglicher Check-in');
    expect(mail?.text).toContain('Heute ist einer deiner geplanten Tage.');
    expect(mail?.text).toMatch(
      /^Diese Erinnerungen abbestellen: http:\/\/localhost:3000\/unsubscribe\?token=/m,
    );
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/reminders\/unsubscribe/,
    );
    // Klaviyo's event keeps English's name.
    expect(mail?.event).toBe('Your daily check-in');
  });

  it('gets the password reset email in German', async () => {
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    await t.app.tasks.idle();
    const mail = lastMailTo(email);
    expect(mail?.subject).toBe('Setze dein Passwort zurück');
    expect(mail?.text).toContain('Dieser Link ist 1 Stunde lang gültig');
  });

  it('gets the account-exists email in German, whatever language the new attempt came from', async () => {
    expect((await register(email, 'fr')).statusCode).toBe(201);
    expect(lastMailTo(email)?.subject).toBe('Du hast bereits ein Konto');
    // The attempt changed nothing.
    expect((await preferences(cookie)).language).toBe('de');
  });
});

describe('a customer who signed up from a German browser', () => {
  const email = uniqueEmail('de-signup');

  it('gets German, and German is saved as their language', async () => {
    expect((await register(email, 'de')).statusCode).toBe(201);
    const mail = lastMailTo(email);
    expect(mail?.subject).toBe('Bestätige deine E-Mail-Adresse');
    expect(mail?.text).toContain('Bitte bestätige deine E-Mail-Adresse');
    const cookie = await signIn(t.app, email);
    expect((await preferences(cookie)).language).toBe('de');
  });

  it('gets the language they choose later instead', async () => {
    const cookie = await signIn(t.app, email);
    expect((await chooseLanguage(cookie, 'es')).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/resend-verification', headers: { cookie } });
    await t.app.tasks.idle();
    expect(lastMailTo(email)?.subject).toBe('Confirma tu dirección de correo');
  });
});

describe('a sign-up without a language, or with one we do not speak', () => {
  it('reads in English, exactly as before, and saves no language', async () => {
    const email = uniqueEmail('en-signup');
    expect((await register(email)).statusCode).toBe(201);
    const mail = lastMailTo(email);
    expect(mail?.subject).toBe('Verify your email address');
    expect(mail?.html.startsWith('<!doctype html><html><body')).toBe(true);
    expect((await preferences(await signIn(t.app, email))).language).toBeNull();
  });

  it('an account-exists email to an owner with no language follows the attempt', async () => {
    const email = uniqueEmail('owner-none');
    await register(email);
    await register(email, 'fr');
    expect(lastMailTo(email)?.subject).toBe('Vous avez déjà un compte');
  });

  it('refuses a language the app does not speak', async () => {
    const response = await register(uniqueEmail('xx'), 'xx');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', field: 'language' });
  });
});
