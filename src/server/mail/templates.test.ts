import { describe, expect, it } from 'vitest';
import { RESET_LINK_HOURS, VERIFICATION_LINK_HOURS } from '#shared/constants.ts';
import { LANGUAGES } from '#shared/i18n/languages.ts';
import * as templates from './templates.ts';
import { hoursText, passwordResetEmail, verificationEmail } from './templates.ts';

/** Words an email subject must never carry: it shows on lock screens and in shared inboxes. */
const REVEALING =
  /penis|hang|stretch|extender|pump|clamp|girth|length|measure|photo|body|sex|weight|device|session|tracker/i;
/** The same in the other languages' words. */
const REVEALING_ELSEWHERE =
  /glied|dehn|pumpe|umfang|länge|mess|foto|körper|gewicht|gerät|einheit|pénis|étir|pompe|circonf|longueur|mesure|poids|appareil|séance|suivi|pene|estir|bomba|grosor|longitud|medida|peso|dispositivo|sesión|registro/i;

const to = 'a@example.com';
const link = 'http://localhost/x';
const links = { app: link, unsubscribePage: `${link}/stop`, oneClickUrl: `${link}/one-click` };

describe('the email templates', () => {
  it('say a lifetime in hours as people write it', () => {
    expect(hoursText(1)).toBe('1 hour');
    expect(hoursText(24)).toBe('24 hours');
    expect(hoursText(48)).toBe('48 hours');
    expect(hoursText(1, 'de')).toBe('1 Stunde');
    expect(hoursText(24, 'de')).toBe('24 Stunden');
    expect(hoursText(1, 'fr')).toBe('1 heure');
    expect(hoursText(24, 'es')).toBe('24 horas');
  });

  it('state the lifetimes the links are given, in the text and the html', () => {
    const verification = verificationEmail(to, 'http://localhost/verify-email?token=t', 'en');
    const reset = passwordResetEmail(to, 'http://localhost/reset-password?token=t', 'en');
    for (const part of [verification.text, verification.html]) {
      expect(part).toContain(`This link is valid for ${hoursText(VERIFICATION_LINK_HOURS)}.`);
    }
    for (const part of [reset.text, reset.html]) {
      expect(part).toContain(`This link is valid for ${hoursText(RESET_LINK_HOURS)} and can be used once.`);
    }
  });

  const everyEmail = (language: (typeof LANGUAGES)[number]) => [
    templates.verificationEmail(to, link, language),
    templates.passwordResetEmail(to, link, language),
    templates.passwordChangedEmail(to, link, language),
    templates.accountExistsEmail(to, link, language),
    templates.reminderEmail(to, links, language),
    templates.deletionConfirmationEmail(to, 'photos', link, language),
    templates.deletionConfirmationEmail(to, 'data', link, language),
    templates.deletionConfirmationEmail(to, 'account', link, language),
    templates.dataRequestEmail(to, link, language),
  ];

  it("have neutral subjects in every language, whatever the customer's settings (docs/decisions/022)", () => {
    // Every email template is here: a new one must be added to this list.
    const makers = Object.values(templates).filter(
      (value) => typeof value === 'function' && value !== hoursText,
    );
    expect(makers).toHaveLength(7);
    for (const language of LANGUAGES) {
      for (const mail of everyEmail(language)) {
        expect(mail.subject).not.toMatch(REVEALING);
        expect(mail.subject).not.toMatch(REVEALING_ELSEWHERE);
      }
    }
  });

  it('name the Klaviyo event by English subject in every language, and carry the language', () => {
    const english = everyEmail('en');
    for (const language of LANGUAGES) {
      const mails = everyEmail(language);
      expect(mails.map((mail) => mail.event)).toEqual(english.map((mail) => mail.subject));
      expect(mails.every((mail) => mail.language === language)).toBe(true);
    }
  });

  it('write no English into another language: every part differs from English, no id shows', () => {
    const english = everyEmail('en');
    for (const language of ['de', 'fr', 'es'] as const) {
      everyEmail(language).forEach((mail, index) => {
        const source = english[index];
        expect(mail.subject).not.toBe(source?.subject);
        expect(mail.text).not.toBe(source?.text);
        expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/mail\.[a-z]/);
        expect(mail.html).toContain(`<html lang="${language}">`);
        // The links survive translation.
        expect(mail.text).toContain(link);
        expect(mail.html).toContain(`href="${link}`);
      });
    }
    expect(english.every((mail) => mail.html.includes('<html><body'))).toBe(true);
  });
});

describe('the emails in German, French and Spanish', () => {
  it('verification: subject, link lifetime in hours, button, text and html', () => {
    const de = verificationEmail(to, link, 'de');
    expect(de.subject).toBe('Bestätige deine E-Mail-Adresse');
    expect(de.text).toBe(
      'Bitte bestätige deine E-Mail-Adresse, um die Einrichtung deines Kontos für den Fortschritts-Tracker abzuschließen.\n\n' +
        `E-Mail-Adresse bestätigen: ${link}\n\n` +
        'Dieser Link ist 24 Stunden lang gültig. Wenn du kein Konto erstellt hast, kannst du diese E-Mail ignorieren.\n',
    );
    expect(de.html).toContain(`>E-Mail-Adresse bestätigen</a>`);
    expect(de.html).toContain(`Oder öffne diesen Link: ${link}`);
    const fr = verificationEmail(to, link, 'fr');
    expect(fr.subject).toBe('Confirmez votre adresse e-mail');
    expect(fr.text).toContain('Ce lien est valable 24 heures.');
    const es = verificationEmail(to, link, 'es');
    expect(es.subject).toBe('Confirma tu dirección de correo');
    expect(es.html).toContain('Este enlace es válido durante 24 horas.');
  });

  it('password reset: one hour in the singular', () => {
    expect(RESET_LINK_HOURS).toBe(1);
    expect(passwordResetEmail(to, link, 'de').text).toContain(
      'Dieser Link ist 1 Stunde lang gültig und funktioniert nur einmal.',
    );
    expect(passwordResetEmail(to, link, 'fr').text).toContain(
      'Ce lien est valable 1 heure et ne peut servir',
    );
    expect(passwordResetEmail(to, link, 'es').text).toContain('Este enlace es válido durante 1 hora y solo');
  });

  it('reminder: subject, preview, button and the unsubscribe link in the text and the html', () => {
    const de = templates.reminderEmail(to, links, 'de');
    expect(de.subject).toBe('Dein täglicher Check-in');
    expect(de.text).toContain(`Tracker öffnen: ${link}\n`);
    expect(de.text).toContain(`Diese Erinnerungen abbestellen: ${links.unsubscribePage}\n`);
    expect(de.html).toContain(`>Diese Erinnerungen abbestellen</a>`);
    expect(de.headers).toEqual({
      'List-Unsubscribe': `<${links.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(templates.reminderEmail(to, links, 'fr').subject).toBe('Votre point du jour');
    expect(templates.reminderEmail(to, links, 'es').html).toContain('>Abrir el registro</a>');
  });

  it('escape what they put into html, in every language', () => {
    const tricky = 'http://localhost/x?a=1&b=<2>';
    for (const language of LANGUAGES) {
      const mail = templates.accountExistsEmail(to, tricky, language);
      expect(mail.html).toContain('href="http://localhost/x?a=1&amp;b=&lt;2&gt;"');
      expect(mail.html).not.toContain('<2>');
    }
    expect(templates.accountExistsEmail(to, link, 'de').html).toContain('„Passwort vergessen?“');
    expect(templates.accountExistsEmail(to, link, 'en').html).toContain('&quot;Forgot your password?&quot;');
  });
});
