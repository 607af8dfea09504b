import { z } from 'zod';
import {
  EMAIL_MAX,
  LOGIN_PASSWORD_MAX,
  MESSAGES,
  REGISTER_PASSWORD_MIN,
  RESET_PASSWORD_MAX,
  RESET_PASSWORD_MIN,
} from '../constants.ts';
import { LANGUAGES } from '../i18n/languages.ts';

/** An email address as the forms and the server accept it (trimmed, at most 254 characters). */
const emailField = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .max(EMAIL_MAX, { error: MESSAGES.invalidEmail })
  .pipe(z.email({ error: MESSAGES.invalidEmail }));

/** A password an account may have: registration's rule (spec section 5), also for a changed password. */
export const registerPassword = z
  .string({ error: MESSAGES.registerPasswordMin })
  .min(REGISTER_PASSWORD_MIN, { error: MESSAGES.registerPasswordMin })
  .max(RESET_PASSWORD_MAX, { error: MESSAGES.resetPasswordMax });

const resetPassword = z
  .string({ error: MESSAGES.resetPasswordMin })
  .min(RESET_PASSWORD_MIN, { error: MESSAGES.resetPasswordMin })
  .max(RESET_PASSWORD_MAX, { error: MESSAGES.resetPasswordMax });

/** POST /api/login body. rememberMe is our addition: true gives a 30-day session. */
export const loginBody = z.object({
  email: emailField,
  password: z.string().min(1, { error: 'Password is required' }).max(LOGIN_PASSWORD_MAX),
  rememberMe: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/**
 * POST /api/register body (spec section 3: username, password, name, email). `language` is ours: the
 * language the sign-up page showed, the new account's until the customer chooses one (docs/decisions/068).
 */
export const registerBody = z.object({
  username: z
    .string()
    .trim()
    .min(1, { error: 'Username is required' })
    .max(64, { error: 'Username must be at most 64 characters' }),
  name: z.string().trim().max(100, { error: 'Name must be at most 100 characters' }),
  email: emailField,
  password: registerPassword,
  language: z.enum(LANGUAGES, { error: 'Language must be en, de, fr or es' }).optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** The Create Account form: the payload's email and password plus confirmation and remember me. */
export const registerForm = z
  .object({
    email: emailField,
    password: registerPassword,
    confirmPassword: z.string(),
    rememberMe: z.boolean(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerForm>;

/** The Login form. */
export const loginForm = z.object({
  email: emailField,
  password: z.string().min(1, { error: 'Password is required' }),
});
export type LoginForm = z.infer<typeof loginForm>;

/** POST /api/forgot-password body and the forgot-password form. */
export const forgotPasswordBody = z.object({ email: emailField });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/**
 * POST /api/resend-verification body: none for the signed-in user (spec section 7), or the address a new
 * account was just created with, from the "Check your inbox" panel, before anyone is signed in. (Fastify
 * gives a request without a body `null`.)
 */
export const resendVerificationBody = z.object({ email: emailField.optional() }).nullish();
export type ResendVerificationBody = z.infer<typeof resendVerificationBody>;

const tokenField = z.string().trim().min(1, { error: 'Token is required' }).max(200);

/** GET /api/reset-password query. */
export const tokenQuery = z.object({ token: tokenField });

/**
 * GET /api/verify-email query: the token, or a link that holds it (mail trackers rewrite links into
 * ?full_url=..., sometimes with a ?nested_url=... inside).
 */
export const verifyEmailQuery = z.object({
  token: z.string().max(500).optional(),
  full_url: z.string().max(2000).optional(),
  nested_url: z.string().max(2000).optional(),
});
export type VerifyEmailQuery = z.infer<typeof verifyEmailQuery>;

/** POST /api/reset-password body. */
export const resetPasswordBody = z.object({ token: tokenField, password: resetPassword });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** The reset form: new password and its confirmation. */
export const resetPasswordForm = z
  .object({ password: resetPassword, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    error: MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

/** POST /api/admin/login body: the shared admin password. */
export const adminLoginBody = z.object({
  password: z.string().min(1, { error: 'Password is required' }).max(LOGIN_PASSWORD_MAX),
});
