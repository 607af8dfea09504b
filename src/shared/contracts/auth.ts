import { z } from 'zod';
import {
  forgotPasswordBody,
  loginBody,
  registerBody,
  resendVerificationBody,
  resetPasswordBody,
  tokenQuery,
  verifyEmailQuery,
} from '../schemas/auth.ts';
import { publicUser } from '../schemas/user.ts';
import { defineContract } from './contract.ts';

/** The answer of the account writes that only confirm: a sentence for the person. */
const messageReply = z.object({ message: z.string() });

/** POST /api/login: checks the password and starts a fresh session; answers the signed-in user. */
export const signIn = defineContract({
  method: 'POST',
  path: '/api/login',
  summary: 'Signs in with email and password',
  tag: 'account',
  body: loginBody,
  response: publicUser,
  errors: ['VALIDATION', 'CROSS_SITE', 'INVALID_CREDENTIALS', 'ACCOUNT_LOCKED'],
});

/** POST /api/register: the same answer whether or not the email has an account (its owner is mailed). */
export const createAccount = defineContract({
  method: 'POST',
  path: '/api/register',
  summary: 'Creates an account and emails its verification link',
  tag: 'account',
  body: registerBody,
  status: 201,
  response: z.object({ message: z.string(), user: publicUser }),
  errors: ['VALIDATION', 'CROSS_SITE'],
});

/** POST /api/forgot-password: the same answer for a known and an unknown email. */
export const sendResetLink = defineContract({
  method: 'POST',
  path: '/api/forgot-password',
  summary: 'Emails a password reset link if the account exists',
  tag: 'account',
  body: forgotPasswordBody,
  response: messageReply,
  errors: ['VALIDATION', 'CROSS_SITE'],
});

/** GET /api/reset-password?token: whether a reset token is live (spec section 7: the reply has `valid`). */
export const checkResetLink = defineContract({
  method: 'GET',
  path: '/api/reset-password',
  summary: 'Whether a password reset token is valid',
  tag: 'account',
  query: tokenQuery,
  response: z.object({ valid: z.boolean() }),
  errors: ['VALIDATION'],
});

/** POST /api/reset-password: sets the new password with a live token, used once. */
export const setNewPassword = defineContract({
  method: 'POST',
  path: '/api/reset-password',
  summary: 'Sets a new password with a reset token',
  tag: 'account',
  body: resetPasswordBody,
  response: messageReply,
  errors: ['VALIDATION', 'CROSS_SITE', 'INVALID_TOKEN'],
});

/**
 * GET /api/verify-email?token (or ?full_url, ?nested_url): reached by the browser from the emailed link;
 * redirects to /email-verified, with ?status=invalid for a bad, used or expired token.
 */
export const confirmEmail = defineContract({
  method: 'GET',
  path: '/api/verify-email',
  summary: 'Verifies the email address from the emailed link (a redirect to /email-verified)',
  tag: 'account',
  query: verifyEmailQuery,
  status: 303,
  response: null,
  errors: ['VALIDATION'],
});

/**
 * POST /api/resend-verification: a new verification link. Without a body, for the signed-in user (400
 * ALREADY_VERIFIED once verified). With `{email}`, for whoever just created an account and is not signed
 * in: the same answer whatever the address (its account, if unverified, is mailed after the answer), so it
 * tells nobody which addresses have accounts. Limited per IP (the auth budget) and per address or account
 * (429 RATE_LIMITED; docs/decisions/047).
 */
export const resendVerificationEmail = defineContract({
  method: 'POST',
  path: '/api/resend-verification',
  summary: 'Emails a new verification link (to the signed-in user, or to the address given)',
  tag: 'account',
  body: resendVerificationBody,
  response: messageReply,
  errors: ['VALIDATION', 'CROSS_SITE', 'UNAUTHENTICATED', 'ALREADY_VERIFIED'],
});
