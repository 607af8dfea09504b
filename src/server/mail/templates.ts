import { RESET_LINK_HOURS, VERIFICATION_LINK_HOURS } from '#shared/constants.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { type MailT, mailWords } from './mail-language.ts';
import type { MailMessage } from './mailer.ts';

// Every email in its recipient's language (docs/decisions/068): each template takes the language last and
// reads its words from src/server/mail/locales; English reads exactly as it always did.

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A lifetime in hours as the emails say it: '1 hour', '24 hours'; '1 Stunde' in German. */
export const hoursText = (hours: number, language: Language = 'en') =>
  mailWords(language)('mail.hours', { hours });

/** `<html>`, with the language for any but English (whose emails stay byte for byte as they were). */
const htmlTag = (language: Language) => (language === 'en' ? '<html>' : `<html lang="${language}">`);

/** The parts every email has: its words' language, and the Klaviyo event's name from English's subject. */
function mail(
  to: string,
  language: Language,
  subjectId: string,
  body: { subject: string; text: string; html: string },
): MailMessage {
  return { to, ...body, language, event: mailWords('en')(subjectId) };
}

function layout(
  t: MailT,
  language: Language,
  words: { title: string; intro: string; action: string; link: string; outro: string },
): string {
  const { title, intro, action, link, outro } = words;
  return `<!doctype html>${htmlTag(language)}<body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f172a;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#475569;overflow-wrap:anywhere">${escapeHtml(t('mail.orOpenLink', { link }))}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(outro)}</p>
</body></html>`;
}

/**
 * The usual email: a title (the subject), an intro, a button to the link (and the link in the text with
 * `textActionId`'s words), an outro.
 */
function linkEmail(
  to: string,
  language: Language,
  ids: { subject: string; intro: string; textAction: string; button: string; outro: string },
  link: string,
  values: Record<string, number> = {},
): MailMessage {
  const t = mailWords(language);
  const subject = t(ids.subject);
  const intro = t(ids.intro);
  const outro = t(ids.outro, values);
  return mail(to, language, ids.subject, {
    subject,
    text: `${intro}\n\n${t(ids.textAction, { link })}\n\n${outro}\n`,
    html: layout(t, language, { title: subject, intro, action: t(ids.button), link, outro }),
  });
}

/** The verification email, with a link valid for VERIFICATION_LINK_HOURS. */
export function verificationEmail(to: string, link: string, language: Language): MailMessage {
  const ids = {
    subject: 'mail.verification.subject',
    intro: 'mail.verification.intro',
    textAction: 'mail.verification.text',
    button: 'mail.verification.button',
    outro: 'mail.verification.outro',
  };
  return linkEmail(to, language, ids, link, { hours: VERIFICATION_LINK_HOURS });
}

/** The password reset email, with a link valid for RESET_LINK_HOURS, once. */
export function passwordResetEmail(to: string, link: string, language: Language): MailMessage {
  const ids = {
    subject: 'mail.reset.subject',
    intro: 'mail.reset.intro',
    textAction: 'mail.reset.text',
    button: 'mail.reset.button',
    outro: 'mail.reset.outro',
  };
  return linkEmail(to, language, ids, link, { hours: RESET_LINK_HOURS });
}

/**
 * Sent instead of an error when someone registers with an address that has an account: the answer to the
 * registration stays the same, and only the owner of the address learns of the attempt.
 */
export function accountExistsEmail(to: string, signInLink: string, language: Language): MailMessage {
  const ids = {
    subject: 'mail.exists.subject',
    intro: 'mail.exists.intro',
    textAction: 'mail.signIn.text',
    button: 'mail.signIn.button',
    outro: 'mail.exists.outro',
  };
  return linkEmail(to, language, ids, signInLink);
}

/**
 * After the signed-in owner changed the password: every other device was signed out. The only warning an
 * owner gets when someone else, signed in on their device, changed it; the way back is a reset.
 */
export function passwordChangedEmail(to: string, signInLink: string, language: Language): MailMessage {
  const ids = {
    subject: 'mail.changed.subject',
    intro: 'mail.changed.intro',
    textAction: 'mail.signIn.text',
    button: 'mail.signIn.button',
    outro: 'mail.changed.outro',
  };
  return linkEmail(to, language, ids, signInLink);
}

/**
 * The reminder on a planned day with nothing logged yet; its subject and preview text neutral, no device or
 * measurement (docs/decisions/019). `unsubscribePage` is the confirm page of the body's link; `oneClickUrl`
 * the List-Unsubscribe address a mail client POSTs to (RFC 8058).
 */
export function reminderEmail(
  to: string,
  links: { app: string; unsubscribePage: string; oneClickUrl: string },
  language: Language,
): MailMessage {
  const t = mailWords(language);
  const subject = t('mail.reminder.subject');
  const preview = t('mail.reminder.preview');
  const intro = t('mail.reminder.intro');
  const outro = t('mail.reminder.outro');
  const { app, unsubscribePage, oneClickUrl } = links;
  return {
    ...mail(to, language, 'mail.reminder.subject', {
      subject,
      text: `${preview}\n\n${intro}\n\n${t('mail.reminder.text', { link: app })}\n\n${outro}\n${t('mail.reminder.stopText', { link: unsubscribePage })}\n`,
      html: `<!doctype html>${htmlTag(language)}<body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preview)}</div>
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(app)}" style="display:inline-block;background:#0f172a;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(t('mail.reminder.button'))}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(outro)} <a href="${escapeHtml(unsubscribePage)}" style="color:#475569">${escapeHtml(t('mail.reminder.stop'))}</a></p>
</body></html>`,
    }),
    headers: {
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** What a confirmation says was deleted, per deletion. */
const DELETED_TEXT = {
  photos: 'mail.deleted.photos',
  data: 'mail.deleted.data',
  account: 'mail.deleted.account',
} as const;

/**
 * The confirmation after a customer deleted their photos, data or account. The subject is neutral (it
 * shows in notifications and shared inboxes); the text says what went.
 */
export function deletionConfirmationEmail(
  to: string,
  scope: keyof typeof DELETED_TEXT,
  link: string,
  language: Language,
): MailMessage {
  const t = mailWords(language);
  const intro = t(DELETED_TEXT[scope]);
  const outro = t('mail.deleted.outro');
  const subject = t('mail.deleted.subject');
  return mail(to, language, 'mail.deleted.subject', {
    subject,
    text: `${intro}\n\n${outro}\n\n${link}\n`,
    html: layout(t, language, { title: subject, intro, action: t('mail.deleted.button'), link, outro }),
  });
}

/**
 * Tells the store's admins a customer asked the store for their data: the export waits in the dashboard.
 * Admins have no saved language: the caller sends English.
 */
export function dataRequestEmail(to: string, dashboardLink: string, language: Language): MailMessage {
  const ids = {
    subject: 'mail.dataRequest.subject',
    intro: 'mail.dataRequest.intro',
    textAction: 'mail.dataRequest.text',
    button: 'mail.dataRequest.button',
    outro: 'mail.dataRequest.outro',
  };
  return linkEmail(to, language, ids, dashboardLink);
}
