import { z } from 'zod';
import { publicUser } from '../schemas/user.ts';
import { defineContract } from './contract.ts';

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
