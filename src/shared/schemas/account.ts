import { z } from 'zod';
import { LOGIN_PASSWORD_MAX, MESSAGES } from '../constants.ts';
import { DISPLAY_NAME_MESSAGES, displayNameProblem, normaliseDisplayName } from '../rules/display-name.ts';
import { registerPassword } from './auth.ts';

// The signed-in customer's own account: the display name and the password (docs/decisions/051).

/** A display name as typed: normalised (trimmed, spaces collapsed), then checked (rules/display-name.ts). */
export const displayNameField = z
  .string({ error: DISPLAY_NAME_MESSAGES.required })
  .max(500, { error: DISPLAY_NAME_MESSAGES.tooLong })
  .overwrite(normaliseDisplayName)
  .superRefine((name, ctx) => {
    const problem = displayNameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** PATCH /api/user body and the name form: the new display name. */
export const updateUserBody = z.object({ name: displayNameField });
export type UpdateUserBody = z.infer<typeof updateUserBody>;

const currentPassword = z
  .string({ error: 'Enter your current password' })
  .min(1, { error: 'Enter your current password' })
  .max(LOGIN_PASSWORD_MAX);

const SAME_PASSWORD = 'Choose a password different from your current one';

/** POST /api/user/password body: the current password, and the new one by registration's rule. */
export const changePasswordBody = z
  .object({ currentPassword, newPassword: registerPassword })
  .refine((body) => body.newPassword !== body.currentPassword, {
    error: SAME_PASSWORD,
    path: ['newPassword'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** The Change password form: the body's fields and the new password again. */
export const changePasswordForm = z
  .object({ currentPassword, newPassword: registerPassword, confirmPassword: z.string() })
  .refine((form) => form.newPassword !== form.currentPassword, {
    error: SAME_PASSWORD,
    path: ['newPassword'],
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;
