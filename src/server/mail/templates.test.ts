import { describe, expect, it } from 'vitest';
import { RESET_LINK_HOURS, VERIFICATION_LINK_HOURS } from '#shared/constants.ts';
import * as templates from './templates.ts';
import { hoursText, passwordResetEmail, verificationEmail } from './templates.ts';

/** Words an email subject must never carry: it shows on lock screens and in shared inboxes. */
const REVEALING =
  /penis|hang|stretch|extender|pump|clamp|girth|length|measure|photo|body|sex|weight|device|session|tracker/i;

describe('the email templates', () => {
  it('say a lifetime in hours as people write it', () => {
    expect(hoursText(1)).toBe('1 hour');
    expect(hoursText(24)).toBe('24 hours');
    expect(hoursText(48)).toBe('48 hours');
  });

  it('state the lifetimes the links are given, in the text and the html', () => {
    const verification = verificationEmail('a@example.com', 'http://localhost/verify-email?token=t');
    const reset = passwordResetEmail('a@example.com', 'http://localhost/reset-password?token=t');
    for (const part of [verification.text, verification.html]) {
      expect(part).toContain(`This link is valid for ${hoursText(VERIFICATION_LINK_HOURS)}.`);
    }
    for (const part of [reset.text, reset.html]) {
      expect(part).toContain(`This link is valid for ${hoursText(RESET_LINK_HOURS)} and can be used once.`);
    }
  });

  it("have neutral subjects, whatever the customer's settings (docs/decisions/022)", () => {
    const to = 'a@example.com';
    const link = 'http://localhost/x';
    const links = { app: link, unsubscribePage: link, oneClickUrl: link };
    const mails = [
      templates.verificationEmail(to, link),
      templates.passwordResetEmail(to, link),
      templates.passwordChangedEmail(to, link),
      templates.accountExistsEmail(to, link),
      templates.reminderEmail(to, links),
      templates.deletionConfirmationEmail(to, 'photos', link),
      templates.deletionConfirmationEmail(to, 'data', link),
      templates.deletionConfirmationEmail(to, 'account', link),
      templates.dataRequestEmail(to, link),
    ];
    // Every email template is here: a new one must be added to this list.
    const makers = Object.values(templates).filter(
      (value) => typeof value === 'function' && value !== hoursText,
    );
    expect(makers).toHaveLength(7);
    for (const mail of mails) expect(mail.subject).not.toMatch(REVEALING);
  });
});
