import { RESET_LINK_HOURS, VERIFICATION_LINK_HOURS } from '#shared/constants.ts';
import { pluralText } from '#shared/rules/english-format.ts';
import type { MailMessage } from './mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A lifetime in hours as the emails say it: '1 hour', '24 hours'. */
export const hoursText = (hours: number) => pluralText(hours, 'hour');

function layout(title: string, intro: string, action: string, link: string, outro: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f172a;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#475569">Or open this link: ${escapeHtml(link)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(outro)}</p>
</body></html>`;
}

/** The verification email, with a link valid for VERIFICATION_LINK_HOURS. */
export function verificationEmail(to: string, link: string): MailMessage {
  const intro = 'Please confirm your email address to finish setting up your progress tracker account.';
  const outro = `This link is valid for ${hoursText(VERIFICATION_LINK_HOURS)}. If you did not create an account, you can ignore this email.`;
  return {
    to,
    subject: 'Verify your email address',
    text: `${intro}\n\nVerify your email: ${link}\n\n${outro}\n`,
    html: layout('Verify your email address', intro, 'Verify Email', link, outro),
  };
}

/** The password reset email, with a link valid for RESET_LINK_HOURS, once. */
export function passwordResetEmail(to: string, link: string): MailMessage {
  const intro = 'We received a request to reset the password of your progress tracker account.';
  const outro = `This link is valid for ${hoursText(RESET_LINK_HOURS)} and can be used once. If you did not ask for it, ignore this email.`;
  return {
    to,
    subject: 'Reset your password',
    text: `${intro}\n\nReset your password: ${link}\n\n${outro}\n`,
    html: layout('Reset your password', intro, 'Reset Password', link, outro),
  };
}

/**
 * Sent instead of an error when someone registers with an address that has an account: the answer to the
 * registration stays the same, and only the owner of the address learns of the attempt.
 */
export function accountExistsEmail(to: string, signInLink: string): MailMessage {
  const intro =
    'Someone tried to create an account with this email address, but you already have a progress tracker account.';
  const outro =
    'Forgot your password? Choose "Forgot your password?" on the sign-in page to get a reset link. If this was not you, you can ignore this email: nothing has changed.';
  return {
    to,
    subject: 'You already have an account',
    text: `${intro}\n\nSign in: ${signInLink}\n\n${outro}\n`,
    html: layout('You already have an account', intro, 'Sign In', signInLink, outro),
  };
}

/**
 * After the signed-in owner changed the password: every other device was signed out. The only warning an
 * owner gets when someone else, signed in on their device, changed it; the way back is a reset.
 */
export function passwordChangedEmail(to: string, signInLink: string): MailMessage {
  const subject = 'Your password was updated';
  const intro =
    'The password of your progress tracker account was just changed, and every other device signed in to it was signed out.';
  const outro =
    'If this was not you, choose "Forgot your password?" on the sign-in page now to set a new one.';
  return {
    to,
    subject,
    text: `${intro}\n\nSign in: ${signInLink}\n\n${outro}\n`,
    html: layout(subject, intro, 'Sign In', signInLink, outro),
  };
}

/** The reminder's subject and preview text: neutral, no device or measurement (docs/decisions/019). */
export const REMINDER_SUBJECT = 'Your daily check-in';
export const REMINDER_PREVIEW = 'Nothing is logged for today yet. Open your tracker when you are ready.';

/**
 * The reminder on a planned day with nothing logged yet. `unsubscribePage` is the confirm page of the
 * body's link; `oneClickUrl` the List-Unsubscribe address a mail client POSTs to (RFC 8058).
 */
export function reminderEmail(
  to: string,
  links: { app: string; unsubscribePage: string; oneClickUrl: string },
): MailMessage {
  const intro = 'Today is one of your planned days. When you are ready, your tracker is one tap away.';
  const outro = 'You get this because you turned on reminders in your goals.';
  const { app, unsubscribePage, oneClickUrl } = links;
  return {
    to,
    subject: REMINDER_SUBJECT,
    text: `${REMINDER_PREVIEW}\n\n${intro}\n\nOpen the tracker: ${app}\n\n${outro}\nStop these reminders: ${unsubscribePage}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(REMINDER_PREVIEW)}</div>
<h1 style="font-size:20px">${escapeHtml(REMINDER_SUBJECT)}</h1>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(app)}" style="display:inline-block;background:#0f172a;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Open the tracker</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(outro)} <a href="${escapeHtml(unsubscribePage)}" style="color:#475569">Stop these reminders</a></p>
</body></html>`,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** What a confirmation says was deleted, per deletion. */
const DELETED_TEXT = {
  photos: 'As you asked, all photos in your progress tracker were deleted. Your sessions and account stay.',
  data: 'As you asked, all data in your progress tracker (sessions, measurements, photos, check-ins and settings) was deleted. Your account stays, so you can sign in and start again.',
  account:
    'As you asked, your progress tracker account was deleted with everything in it. You can create a new account with this email address at any time.',
} as const;

/**
 * The confirmation after a customer deleted their photos, data or account. The subject is neutral (it
 * shows in notifications and shared inboxes); the text says what went.
 */
export function deletionConfirmationEmail(
  to: string,
  scope: keyof typeof DELETED_TEXT,
  link: string,
): MailMessage {
  const intro = DELETED_TEXT[scope];
  const outro = 'It took effect at once and cannot be undone. If this was not you, reply to this email.';
  const subject = 'Your request is complete';
  return {
    to,
    subject,
    text: `${intro}\n\n${outro}\n\n${link}\n`,
    html: layout(subject, intro, 'Open the app', link, outro),
  };
}

/** Tells the store's admins a customer asked the store for their data: the export waits in the dashboard. */
export function dataRequestEmail(to: string, dashboardLink: string): MailMessage {
  const intro =
    "A customer asked your store for their data, and the store passed the request on. The customer's export is ready in the admin dashboard, under Data requests.";
  const outro = 'Send it to the customer through your store within 30 days of the request.';
  const subject = 'A data request is waiting';
  return {
    to,
    subject,
    text: `${intro}\n\nOpen the dashboard: ${dashboardLink}\n\n${outro}\n`,
    html: layout(subject, intro, 'Open the dashboard', dashboardLink, outro),
  };
}
