import { z } from 'zod';

/** What GET /api/user answers: the client view of a user (spec section 3), nothing secret. */
export const publicUser = z.object({
  username: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUser>;
