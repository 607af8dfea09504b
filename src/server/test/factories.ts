import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CONSENT_KINDS, CONSENT_VERSIONS } from '#shared/privacy-notice.ts';
import type { MailMessage } from '../mail/mailer.ts';

let counter = 0;

/** A unique email for a test user. */
export const uniqueEmail = (prefix = 'user') => `${prefix}${Date.now()}${counter++}@example.com`;

/** The registration payload the client sends. */
export function buildRegistration(email = uniqueEmail(), password = 'secret12') {
  const username = `${email.split('@')[0]?.slice(0, 10)}_${counter % 1000}`;
  return { email, password, username, name: username };
}

/** The session cookie of a response, as a Cookie header value. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'tracker.sid');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** Registers an account through the API and waits for its verification email, sent after the answer. */
export async function registerUser(app: FastifyInstance, email = uniqueEmail(), password = 'secret12') {
  const body = buildRegistration(email, password);
  const response = await app.inject({ method: 'POST', url: '/api/register', payload: body });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  await app.tasks.idle();
  return body;
}

/**
 * Accepts the privacy notice and photo storage (docs/decisions/022) as the customer these headers prove
 * (a session cookie, a store session's bearer token), as a customer does before saving anything or adding
 * a photo.
 */
export async function acceptConsents(
  app: FastifyInstance,
  headers: Record<string, string>,
  kinds: readonly (typeof CONSENT_KINDS)[number][] = CONSENT_KINDS,
) {
  for (const kind of kinds) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/consent',
      headers,
      payload: { kind, version: CONSENT_VERSIONS[kind] },
    });
    if (response.statusCode !== 200)
      throw new Error(`consent failed: ${response.statusCode} ${response.body}`);
  }
}

/** Signs in and returns the session cookie, having accepted the notice and photo storage. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = 'secret12',
  rememberMe?: boolean,
) {
  const cookie = await signInWithoutConsent(app, email, password, rememberMe);
  await acceptConsents(app, { cookie });
  return cookie;
}

/** Signs in and returns the session cookie; the customer has agreed to nothing yet. */
export async function signInWithoutConsent(
  app: FastifyInstance,
  email: string,
  password = 'secret12',
  rememberMe?: boolean,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password, ...(rememberMe === undefined ? {} : { rememberMe }) },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return sessionCookie(response);
}

/** The token of the last link in an email's text. */
export function tokenFromMail(mail: MailMessage | undefined): string {
  const match = mail?.text.match(/token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error('no token in the email');
  return match[1];
}

/** Registers, verifies and signs in the admin@example.com account (listed in the test ADMIN_EMAILS). */
export async function signInAdminUser(
  app: FastifyInstance,
  mails: MailMessage[],
  email = 'admin@example.com',
): Promise<string> {
  await registerUser(app, email);
  const token = tokenFromMail(mails.filter((mail) => mail.to === email).at(-1));
  const verified = await app.inject({ url: `/api/verify-email?token=${token}` });
  if (verified.headers.location !== '/email-verified') throw new Error('admin verification failed');
  return signIn(app, email);
}

/** An admin session that has also taken the admin password step. */
export async function signInAdmin(
  app: FastifyInstance,
  mails: MailMessage[],
  password: string,
): Promise<string> {
  const cookie = await signInAdminUser(app, mails);
  const step = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { cookie },
    payload: { password },
  });
  if (step.statusCode !== 200) throw new Error(`admin login failed: ${step.statusCode} ${step.body}`);
  return cookie;
}
