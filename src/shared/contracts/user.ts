import { z } from 'zod';
import { changePasswordBody, updateUserBody } from '../schemas/account.ts';
import { publicUser } from '../schemas/user.ts';
import { defineContract } from './contract.ts';
import { WRITE_ERRORS } from './error-groups.ts';

/** GET /api/user: the signed-in user (spec section 7), nothing secret. */
export const getUser = defineContract({
  method: 'GET',
  path: '/api/user',
  summary: 'The signed-in user',
  tag: 'account',
  response: publicUser,
  errors: ['UNAUTHENTICATED'],
});

/** GET /api/user/customer-hash: the signed-in user's own customer hash. */
export const getUserCustomerHash = defineContract({
  method: 'GET',
  path: '/api/user/customer-hash',
  summary: "The signed-in user's customer hash",
  tag: 'account',
  response: z.object({ customerHash: z.string() }),
  errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
});

/** POST /api/logout: ends the session, whether or not one was open. */
export const signOut = defineContract({
  method: 'POST',
  path: '/api/logout',
  summary: 'Signs out',
  tag: 'account',
  response: z.object({ message: z.string() }),
  errors: ['CROSS_SITE'],
});

/**
 * PATCH /api/user: changes the signed-in user's display name (`name`; the username stays, docs/decisions/051)
 * and answers the user as GET /api/user does. 400 VALIDATION (field `name`) for an empty, too long or
 * oddly written name.
 */
export const updateUser = defineContract({
  method: 'PATCH',
  path: '/api/user',
  summary: "Changes the signed-in user's display name",
  tag: 'account',
  body: updateUserBody,
  response: publicUser,
  errors: ['VALIDATION', ...WRITE_ERRORS, 'UNAUTHENTICATED'],
});

/**
 * POST /api/user/password: sets a new password (registration's rule) after checking the current one, ends
 * every other login session and store session of the account (this one stays signed in) and emails the
 * account that its password changed. A wrong current password is 401 INVALID_CREDENTIALS (field
 * `currentPassword`); the per-IP auth budget limits the tries (429 RATE_LIMITED).
 */
export const changePassword = defineContract({
  method: 'POST',
  path: '/api/user/password',
  summary: "Changes the signed-in user's password and signs out their other devices",
  tag: 'account',
  body: changePasswordBody,
  response: z.object({ message: z.string() }),
  errors: ['VALIDATION', ...WRITE_ERRORS, 'UNAUTHENTICATED', 'INVALID_CREDENTIALS'],
});
